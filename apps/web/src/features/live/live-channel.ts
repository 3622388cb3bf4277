import { CHAT_SOCKET_PROTOCOL, type ChatServerMessage, LIVE_SOCKET_PATH } from '@ficha/contract';

/**
 * The tab's one live socket (/wps/live/ws, issue 16 part 3), shared by the unread badges and the
 * chat page: the server pushes the member's unread counts and the chat's frames on it. Whoever
 * needs it holds it (`hold`) for a credential (`bearer.<member token>`, or `visitor.<token>` on
 * the chat page of a visitor); it opens while held and closes when the last holder lets go.
 * After a drop it opens again, waiting longer each time (1 s, 2 s, 4 s ... up to 30 s, with a
 * little randomness so a restarted server is not met by every tab at once); while it is down the
 * badges fall back to the throttled calls. A refusal of the credential (close code 1008: session
 * over, trial user) is final for that credential.
 */

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'closed';
type FrameListener = (frame: ChatServerMessage) => void;
type StatusListener = (status: LiveStatus) => void;

const FIRST_WAIT_MS = 1_000;
const MAX_WAIT_MS = 30_000;

class LiveChannel {
  #socket: WebSocket | undefined;
  #key: string | undefined;
  #status: LiveStatus = 'idle';
  #attempt = 0;
  #timer: number | undefined;
  readonly #holds = new Map<string, number>();
  readonly #frames = new Set<FrameListener>();
  readonly #statuses = new Set<StatusListener>();

  get status(): LiveStatus {
    return this.#status;
  }

  /** Keeps the socket open for `credential` (and `language`, for its messages) until released. */
  hold(credential: string, language: string): () => void {
    const key = `${credential} ${language}`;
    this.#holds.set(key, (this.#holds.get(key) ?? 0) + 1);
    this.#reconcile();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#holds.get(key) ?? 1) - 1;
      if (left > 0) this.#holds.set(key, left);
      else this.#holds.delete(key);
      this.#reconcile();
    };
  }

  onFrame(listener: FrameListener): () => void {
    this.#frames.add(listener);
    return () => this.#frames.delete(listener);
  }

  onStatus(listener: StatusListener): () => void {
    this.#statuses.add(listener);
    return () => this.#statuses.delete(listener);
  }

  /** Sends a frame when the socket is open; false otherwise (the caller falls back to HTTP). */
  send(frame: object): boolean {
    if (this.#status !== 'open' || this.#socket?.readyState !== WebSocket.OPEN) return false;
    this.#socket.send(JSON.stringify(frame));
    return true;
  }

  #setStatus(status: LiveStatus): void {
    if (this.#status === status) return;
    this.#status = status;
    for (const listener of this.#statuses) listener(status);
  }

  /** The socket follows the latest credential held (a member's page holds one; rarely two at once). */
  #reconcile(): void {
    const wanted = [...this.#holds.keys()].at(-1);
    if (wanted === this.#key) return;
    this.#close();
    this.#key = wanted;
    this.#attempt = 0;
    if (wanted) this.#open(wanted);
  }

  #close(): void {
    window.clearTimeout(this.#timer);
    const socket = this.#socket;
    this.#socket = undefined;
    socket?.close();
    this.#setStatus('idle');
  }

  #open(key: string): void {
    const [credential = '', language = ''] = key.split(' ');
    this.#setStatus('connecting');
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const url = `${scheme}://${window.location.host}${LIVE_SOCKET_PATH}?lang=${encodeURIComponent(language)}`;
    const socket = new WebSocket(url, [CHAT_SOCKET_PROTOCOL, credential]);
    this.#socket = socket;
    socket.onopen = () => {
      if (this.#socket !== socket) return;
      this.#attempt = 0;
      this.#setStatus('open');
    };
    socket.onmessage = (event) => {
      if (this.#socket !== socket) return;
      let frame: ChatServerMessage;
      try {
        frame = JSON.parse(String(event.data)) as ChatServerMessage;
      } catch {
        return;
      }
      for (const listener of this.#frames) listener(frame);
    };
    socket.onclose = (event) => {
      if (this.#socket !== socket) return;
      this.#socket = undefined;
      this.#setStatus('closed');
      if (event.code === 1008 || this.#key !== key) return;
      this.#attempt += 1;
      const wait = Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (this.#attempt - 1));
      this.#timer = window.setTimeout(
        () => {
          if (this.#key === key && !this.#socket) this.#open(key);
        },
        wait * (0.75 + Math.random() * 0.5),
      );
    };
  }
}

/** The one channel of this tab. */
export const liveChannel = new LiveChannel();
