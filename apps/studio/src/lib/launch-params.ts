export type StudioLanguage = 'PT' | 'EN';

/** What the launch URL carries: the game session (the client's only credential), game and language. */
export interface LaunchParams {
  session: string;
  game: string;
  language: StudioLanguage;
}

export function readLaunchParams(search = window.location.search): LaunchParams {
  const params = new URLSearchParams(search);
  return {
    session: params.get('session') ?? '',
    game: params.get('game') ?? '',
    language: params.get('lang') === 'EN' ? 'EN' : 'PT',
  };
}
