/**
 * The in-house studio's games as the catalogue lists them (issue 6). The seed imports these into
 * the games table under vendor FICHA; the declared RTP is what the rules sheet shows and what the
 * RTP simulation (scripts/studio-rtp.ts) checks.
 */
export const STUDIO_VENDOR = 'FICHA';

export type StudioGameCode =
  | 'ficha_dice'
  | 'ficha_mines'
  | 'ficha_fruit_lines'
  | 'ficha_mega_ways'
  | 'ficha_dragon_vault'
  | 'ficha_crash'
  | 'ficha_fish'
  | 'ficha_baccarat'
  | 'ficha_money_wheel';

export interface StudioGame {
  code: StudioGameCode;
  /**
   * The spec's gameType: the lobby category the game is listed under. MEGAWAY, FEATUREBUY and
   * BONUSGAME are not types but classifications of RNG games (spec section 2 'Game tile and filter').
   */
  gameType: string;
  /** gameClassifyNew entries (Crash marks crash games). */
  classify: string[];
  names: { PT: string; EN: string };
  /** Return to player as a fraction, e.g. 0.99. */
  declaredRtp: number;
  minBet: string;
  maxBet: string;
  hot: boolean;
  isNew: boolean;
}

type GameRow = readonly [
  code: StudioGameCode,
  gameType: string,
  classify: readonly string[],
  declaredRtp: number,
  minBet: string,
  maxBet: string,
  hot: boolean,
];

/** One game a line: code, type, classifications, declared RTP, bet limits, hot. */
const GAME_ROWS: readonly GameRow[] = [
  ['ficha_fruit_lines', 'RNG', ['slot'], 0.96, '0.20', '200.00', true],
  ['ficha_mega_ways', 'RNG', ['slot', 'MEGAWAY'], 0.962, '0.20', '200.00', true],
  ['ficha_dragon_vault', 'RNG', ['slot', 'FEATUREBUY', 'BONUSGAME'], 0.965, '0.20', '100.00', false],
  ['ficha_crash', 'CRASH', ['Crash'], 0.99, '1.00', '1000.00', true],
  ['ficha_dice', 'RNG', ['originals', 'dice'], 0.99, '0.10', '1000.00', false],
  ['ficha_mines', 'RNG', ['originals', 'mines'], 0.99, '0.10', '1000.00', false],
  ['ficha_fish', 'FISH', [], 0.96, '0.10', '10.00', true],
  // The banker bet's return with the 5% commission; the rules sheet lists every bet.
  ['ficha_baccarat', 'TG', ['Card', 'Baccarat'], 0.9894, '1.00', '1000.00', false],
  ['ficha_money_wheel', 'GAMESHOW', [], 0.96, '0.50', '500.00', true],
];

const GAME_NAMES: Record<StudioGameCode, StudioGame['names']> = {
  ficha_fruit_lines: { PT: 'Frutas da Sorte', EN: 'Lucky Fruits' },
  ficha_mega_ways: { PT: 'Carnaval Megaways', EN: 'Carnival Megaways' },
  ficha_dragon_vault: { PT: 'Cofre do Dragão', EN: 'Dragon Vault' },
  ficha_crash: { PT: 'Decolagem', EN: 'Lift Off' },
  ficha_dice: { PT: 'Dados', EN: 'Dice' },
  ficha_mines: { PT: 'Minas', EN: 'Mines' },
  ficha_fish: { PT: 'Pesca Dourada', EN: 'Golden Catch' },
  ficha_baccarat: { PT: 'Bacará', EN: 'Baccarat' },
  ficha_money_wheel: { PT: 'Roda do Dinheiro', EN: 'Money Wheel' },
};

/** In the lobby's order; every studio game is listed as new. */
export const STUDIO_GAMES: readonly StudioGame[] = GAME_ROWS.map(
  ([code, gameType, classify, declaredRtp, minBet, maxBet, hot]) => ({
    code,
    gameType,
    classify: [...classify],
    names: GAME_NAMES[code],
    declaredRtp,
    minBet,
    maxBet,
    hot,
    isNew: true,
  }),
);

export function studioGame(code: string): StudioGame | undefined {
  return STUDIO_GAMES.find((game) => game.code === code);
}
