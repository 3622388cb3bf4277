import net from 'node:net';

/**
 * A load generator's HTTP/1.1 client: one keep-alive connection, one request at a time, requests
 * written as ready-made bytes and answers read by status line and Content-Length only. Node's own
 * http client spends about 200 µs of CPU per call on this machine, on the same two cores as the
 * server it measures; this one spends a few tens.
 */
export class KeepAliveClient {
  readonly #socket: net.Socket;
  #buffered: Buffer = Buffer.alloc(0);
  #waiting: ((status: number) => void) | undefined;
  #failed: Error | undefined;

  private constructor(socket: net.Socket) {
    this.#socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.#read(chunk));
    const fail = (error: Error) => {
      this.#failed = error;
      this.#waiting?.(0);
      this.#waiting = undefined;
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
  }

  static connect(host: string, port: number): Promise<KeepAliveClient> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host, port }, () => resolve(new KeepAliveClient(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends one request; resolves with the answer's status (0 when the connection failed). */
  send(path: string, headers: Record<string, string>, body: string): Promise<number> {
    if (this.#failed) return Promise.resolve(0);
    const head = [
      `POST ${path} HTTP/1.1`,
      'host: bench',
      'content-type: application/json',
      `content-length: ${Buffer.byteLength(body)}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ].join('\r\n');
    return new Promise((resolve) => {
      this.#waiting = resolve;
      this.#socket.write(`${head}\r\n\r\n${body}`);
    });
  }

  close(): void {
    this.#socket.destroy();
  }

  #read(chunk: Buffer): void {
    this.#buffered = this.#buffered.length === 0 ? chunk : Buffer.concat([this.#buffered, chunk]);
    const headEnd = this.#buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.#buffered.toString('latin1', 0, headEnd);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    const total = headEnd + 4 + length;
    if (this.#buffered.length < total) return;
    this.#buffered = this.#buffered.subarray(total);
    const resolve = this.#waiting;
    this.#waiting = undefined;
    resolve?.(Number(head.slice(9, 12)));
  }
}
