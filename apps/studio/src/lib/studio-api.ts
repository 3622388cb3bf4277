import { DEFAULT_LANGUAGE, type Envelope, errorText, type LanguageCode } from '@ficha/contract';

/** A refusal from the studio API: the stable code and the message already in the player's language. */
export class StudioApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'StudioApiError';
  }
}

let context: { session: string; language: LanguageCode } = { session: '', language: DEFAULT_LANGUAGE };

export function configureStudioApi(session: string, language: LanguageCode): void {
  context = { session, language };
}

export function studioSessionId(): string {
  return context.session;
}

/** Calls /studio/api/v1/<path> with the game session; unwraps the envelope or throws StudioApiError. */
export async function studioApi<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/studio/api/v1/${path}`, {
      method,
      headers: {
        'x-game-session': context.session,
        language: context.language,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new StudioApiError('NETWORK_ERROR', errorText('NETWORK_ERROR', context.language));
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope) throw new StudioApiError('BAD_RESPONSE', errorText('BAD_RESPONSE', context.language));
  if (!envelope.success) throw new StudioApiError(envelope.code, envelope.message, envelope.value);
  return envelope.value;
}
