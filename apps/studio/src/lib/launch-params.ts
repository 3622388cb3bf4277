import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@ficha/contract';

/** What the launch URL carries: the game session (the client's only credential), game and language. */
export interface LaunchParams {
  session: string;
  game: string;
  language: LanguageCode;
}

export function readLaunchParams(search = window.location.search): LaunchParams {
  const params = new URLSearchParams(search);
  return {
    session: params.get('session') ?? '',
    game: params.get('game') ?? '',
    language: LANGUAGE_CODES.find((code) => code === params.get('lang')) ?? DEFAULT_LANGUAGE,
  };
}
