import type { FastifyInstance } from 'fastify';

/**
 * Takes the raw body of a file upload in a scope of upload routes only (any content type, JSON
 * too: the bytes decide), counting bytes as they come so a larger upload is refused with its own
 * error as soon as it passes the limit, never held whole in memory.
 */
export function acceptRawBodies(scope: FastifyInstance, maxBytes: number, tooLarge: () => Error): void {
  const parse = (_req: unknown, payload: NodeJS.ReadableStream) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      payload.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          payload.removeAllListeners('data');
          payload.resume();
          reject(tooLarge());
          return;
        }
        chunks.push(chunk);
      });
      payload.on('end', () => resolve(Buffer.concat(chunks)));
      payload.on('error', reject);
    });
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', parse);
}
