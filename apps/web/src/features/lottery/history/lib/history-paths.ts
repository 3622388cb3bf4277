/** The lottery's public screens (spec section 2 names them without routes; issue 14). */
export const historyPath = (gameCode: string) => `/m/lottery/history/${encodeURIComponent(gameCode)}`;
export const WINNERS_PATH = '/m/lottery/winners';
export const JACKPOT_PATH = '/m/lottery/jackpot';
/** Where the history opens without a game: the one-minute dice game, drawn most often. */
export const DEFAULT_HISTORY_GAME = 'ficha_lotto_k3_1m';
