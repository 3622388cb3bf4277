import type { ClientErrorCode, Envelope, LanguageCode } from '@ficha/contract';

/**
 * Fetch wrapper for the /wps API (DESIGN section 2): sends the Language and Merchant headers,
 * unwraps the `{ success, code, message, value }` envelope and throws ApiError with the server's
 * stable `code`. Callers map codes to translated text; nothing here parses `message`.
 * No UI imports: the language and merchant are pushed in by the app.
 */

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** The refusal's `value`: field errors carry `value.field` (and `value.message`), login failures `value.captcha`. */
  readonly value: unknown;

  constructor(code: string, message: string, status = 0, value: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

const requestContext: { language: LanguageCode; merchant: string | undefined } = {
  language: 'PT',
  merchant: undefined,
};

export function setApiLanguage(language: LanguageCode): void {
  requestContext.language = language;
}

export function setApiMerchant(merchant: string | undefined): void {
  requestContext.merchant = merchant;
}

interface SessionHooks {
  /** The signed-in token, sent as `Authorization: Bearer` (DESIGN section 2). */
  getToken: () => string | undefined;
  /** A dead token (SESSION_EXPIRED): the session owner clears it and sends the player to login. */
  onExpired: () => void;
}

// Pushed in by features/session, like the language and merchant above: lib imports no feature.
let sessionHooks: SessionHooks = { getToken: () => undefined, onExpired: () => {} };

export function setApiSession(hooks: SessionHooks): void {
  sessionHooks = hooks;
}

type QueryParams = Record<string, string | number | undefined>;

function buildUrl(path: string, params: QueryParams | undefined): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as Envelope<unknown>).success === 'boolean' &&
    typeof (body as Envelope<unknown>).code === 'string'
  );
}

function clientError(code: ClientErrorCode, message: string, status = 0): ApiError {
  return new ApiError(code, message, status);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions {
  params?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Extra headers, such as `Encryption` for the sealed login and registration payloads. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A call authenticated otherwise (a game session header): no Bearer token, so its refusal never ends the site's session. */
  withoutSession?: boolean;
}

async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Language: requestContext.language,
    ...options.headers,
  };
  if (requestContext.merchant) headers.Merchant = requestContext.merchant;
  const token = options.withoutSession ? undefined : sessionHooks.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw clientError('NETWORK_ERROR', error instanceof Error ? error.message : String(error));
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw clientError('BAD_RESPONSE', `Unreadable answer (HTTP ${response.status})`, response.status);
  }
  if (!isEnvelope(body)) {
    throw clientError('BAD_RESPONSE', `Answer without envelope (HTTP ${response.status})`, response.status);
  }
  if (!body.success || !response.ok) {
    // Only when the refused token is still the current one: an answer that arrives after a logout
    // or a new login must not end the session that replaced it.
    if (body.code === 'SESSION_EXPIRED' && token && sessionHooks.getToken() === token) {
      sessionHooks.onExpired();
    }
    throw new ApiError(body.code, body.message, response.status, body.value);
  }
  return body.value as T;
}

export function apiGet<T>(
  path: string,
  options: Pick<RequestOptions, 'params' | 'signal' | 'headers' | 'withoutSession'> = {},
): Promise<T> {
  return apiRequest<T>('GET', path, options);
}

/** POST, PUT and DELETE: same envelope and errors as apiGet, with an optional JSON body. */
export function apiSend<T>(
  method: Exclude<Method, 'GET'>,
  path: string,
  options: Omit<RequestOptions, 'params'> = {},
): Promise<T> {
  return apiRequest<T>(method, path, options);
}

/** GET of a call that answers `{ list }`: the list alone. */
export async function apiGetList<T>(
  path: string,
  options: { params?: QueryParams; signal?: AbortSignal } = {},
): Promise<T[]> {
  return (await apiGet<{ list: T[] }>(path, options)).list;
}

/** The headers every call sends (language, merchant, the session's token), for calls made without fetch's JSON. */
export function apiHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { Language: requestContext.language, ...extra };
  if (requestContext.merchant) headers.Merchant = requestContext.merchant;
  const token = sessionHooks.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** GET of bytes (an image only its owner may see): a Blob, or ApiError from the refusal's envelope. */
export async function apiGetBlob(path: string, headers: Record<string, string> = {}): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, { headers: apiHeaders(headers) });
  } catch (error) {
    throw clientError('NETWORK_ERROR', error instanceof Error ? error.message : String(error));
  }
  if (response.ok) return response.blob();
  const body: unknown = await response.json().catch(() => null);
  if (isEnvelope(body)) throw new ApiError(body.code, body.message, response.status, body.value);
  throw clientError('BAD_RESPONSE', `HTTP ${response.status}`, response.status);
}

/** POST of raw bytes (an image upload); the answer is the usual envelope. */
export async function apiPostBytes<T>(
  path: string,
  bytes: Blob,
  options: { params?: QueryParams; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method: 'POST',
      headers: apiHeaders({
        Accept: 'application/json',
        'Content-Type': bytes.type || 'application/octet-stream',
        ...options.headers,
      }),
      body: bytes,
    });
  } catch (error) {
    throw clientError('NETWORK_ERROR', error instanceof Error ? error.message : String(error));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!isEnvelope(body)) throw clientError('BAD_RESPONSE', `HTTP ${response.status}`, response.status);
  if (!body.success || !response.ok) throw new ApiError(body.code, body.message, response.status, body.value);
  return body.value as T;
}
