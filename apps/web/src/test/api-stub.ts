import { afterEach, beforeEach, vi } from 'vitest';

type Answer = { value: unknown } | { error: string; message?: string; status?: number; value?: unknown };
type Route = Answer | ((body: unknown) => Answer | Promise<Answer>);

/**
 * Stubs `fetch` with the server's envelope per "METHOD /path" (query string ignored); a call with
 * no route never answers, as a server that is slow. Answers the mock, to read what was sent.
 */
export function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!route) return new Promise<Response>(() => {});
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = typeof route === 'function' ? await route(body) : route;
    const envelope =
      'error' in answer
        ? {
            success: false,
            code: answer.error,
            message: answer.message ?? answer.error,
            value: answer.value ?? null,
          }
        : { success: true, code: 'OK', message: '', value: answer.value };
    const status = 'error' in answer ? (answer.status ?? 400) : 200;
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to "METHOD /path". */
export function sentBodies(fetchMock: ReturnType<typeof stubApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
    )
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

/**
 * For a test file whose calls are mocked at the module: any call that still reaches `fetch` (the
 * site settings, say) never answers, as a server that is slow; the mocks are cleared after each test.
 */
export function silenceServer(): void {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
}
