import type { Envelope, LanguageCode } from '@ficha/contract';

/**
 * Fetch wrapper for the operator API (/ops/api/v1): sends the staff token and the console's
 * language, unwraps the envelope and throws ApiError with the server's code and its message (in
 * the console's language: the server writes it). No UI imports: token and language are pushed in.
 */

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

const context: { language: LanguageCode; token: string | undefined; onExpired: () => void } = {
  language: 'PT',
  token: undefined,
  onExpired: () => {},
};

export function setApiLanguage(language: LanguageCode): void {
  context.language = language;
}

export function setApiSession(token: string | undefined, onExpired: () => void): void {
  context.token = token;
  context.onExpired = onExpired;
}

export const apiHeaders = (): Record<string, string> => ({
  language: context.language,
  ...(context.token ? { authorization: `Bearer ${context.token}` } : {}),
});

type Params = Record<string, string | number | undefined>;

export function withParams(path: string, params?: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export async function api<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { params?: Params; body?: unknown } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(withParams(`/ops/api/v1${path}`, options.params), {
      method,
      headers: {
        ...apiHeaders(),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', '', 0);
  }
  const envelope = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope || typeof envelope.success !== 'boolean') {
    throw new ApiError('BAD_RESPONSE', '', res.status);
  }
  if (!envelope.success) {
    // A session that ended (expired, revoked, staff disabled): back to the login page.
    if (res.status === 401 && envelope.code === 'UNAUTHORIZED') context.onExpired();
    throw new ApiError(envelope.code, envelope.message, res.status);
  }
  return envelope.value;
}
