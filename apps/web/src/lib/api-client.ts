import type { Envelope, LanguageCode } from '@ficha/contract';

/**
 * Fetch wrapper for the /wps API (DESIGN section 2): sends the Language and Merchant headers,
 * unwraps the `{ success, code, message, value }` envelope and throws ApiError with the server's
 * stable `code`. Callers map codes to translated text; nothing here parses `message`.
 * No UI imports: the language and merchant are pushed in by the app.
 */

/** Codes the client itself produces when no envelope arrived. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'BAD_RESPONSE';

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status = 0) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
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

export async function apiGet<T>(
  path: string,
  options: { params?: QueryParams; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', Language: requestContext.language };
  if (requestContext.merchant) headers.Merchant = requestContext.merchant;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), { headers, signal: options.signal });
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
  if (!body.success || !response.ok) throw new ApiError(body.code, body.message, response.status);
  return body.value as T;
}
