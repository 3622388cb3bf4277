import { vi } from 'vitest';

/** A request the game sent to /studio/api/v1: its path, method and JSON body. */
export interface SentRequest {
  path: string;
  method: string;
  body: unknown;
}

/**
 * Replaces fetch with the studio API's side: each request waits until the test answers it (in
 * the order sent), so a test can look at the screen while a round is on its way.
 */
export function mockStudioFetch() {
  const sent: SentRequest[] = [];
  const waiting: Array<(envelope: object) => void> = [];
  const automatic = new Map<string, unknown>();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const path = String(url).replace('/studio/api/v1/', '');
      sent.push({
        path,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Promise((resolve) => {
        const reply = (envelope: object) => resolve({ json: async () => envelope });
        const fixed = [...automatic.keys()].find((start) => path.startsWith(start));
        if (fixed !== undefined)
          reply({ success: true, code: 'OK', message: 'Success', value: automatic.get(fixed) });
        else waiting.push(reply);
      });
    }),
  );
  const next = () => {
    const reply = waiting.shift();
    if (!reply) throw new Error('no request is waiting for an answer');
    return reply;
  };
  return {
    sent,
    /** Requests still waiting for their answer. */
    waiting: () => waiting.length,
    /** Answers every request whose path starts so at once with this value (a session's balance, say). */
    always(path: string, value: unknown) {
      automatic.set(path, value);
    },
    answer(value: unknown) {
      next()({ success: true, code: 'OK', message: 'Success', value });
    },
    refuse(code: string, message: string, value: unknown = null) {
      next()({ success: false, code, message, value });
    },
  };
}
