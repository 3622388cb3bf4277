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

export const STUDIO_GAMES: readonly StudioGame[] = [
  {
    code: 'ficha_fruit_lines',
    gameType: 'RNG',
    classify: ['slot'],
    names: { PT: 'Frutas da Sorte', EN: 'Lucky Fruits' },
    declaredRtp: 0.96,
    minBet: '0.20',
    maxBet: '200.00',
    hot: true,
    isNew: true,
  },
  {
    code: 'ficha_mega_ways',
    gameType: 'RNG',
    classify: ['slot', 'MEGAWAY'],
    names: { PT: 'Carnaval Megaways', EN: 'Carnival Megaways' },
    declaredRtp: 0.962,
    minBet: '0.20',
    maxBet: '200.00',
    hot: true,
    isNew: true,
  },
  {
    code: 'ficha_dragon_vault',
    gameType: 'RNG',
    classify: ['slot', 'FEATUREBUY', 'BONUSGAME'],
    names: { PT: 'Cofre do Dragão', EN: 'Dragon Vault' },
    declaredRtp: 0.965,
    minBet: '0.20',
    maxBet: '100.00',
    hot: false,
    isNew: true,
  },
  {
    code: 'ficha_crash',
    gameType: 'CRASH',
    classify: ['Crash'],
    names: { PT: 'Decolagem', EN: 'Lift Off' },
    declaredRtp: 0.99,
    minBet: '1.00',
    maxBet: '1000.00',
    hot: true,
    isNew: true,
  },
  {
    code: 'ficha_dice',
    gameType: 'RNG',
    classify: ['originals', 'dice'],
    names: { PT: 'Dados', EN: 'Dice' },
    declaredRtp: 0.99,
    minBet: '0.10',
    maxBet: '1000.00',
    hot: false,
    isNew: true,
  },
  {
    code: 'ficha_mines',
    gameType: 'RNG',
    classify: ['originals', 'mines'],
    names: { PT: 'Minas', EN: 'Mines' },
    declaredRtp: 0.99,
    minBet: '0.10',
    maxBet: '1000.00',
    hot: false,
    isNew: true,
  },
  {
    code: 'ficha_fish',
    gameType: 'FISH',
    classify: [],
    names: { PT: 'Pesca Dourada', EN: 'Golden Catch' },
    declaredRtp: 0.96,
    minBet: '0.10',
    maxBet: '10.00',
    hot: true,
    isNew: true,
  },
  {
    code: 'ficha_baccarat',
    gameType: 'TG',
    classify: ['Card', 'Baccarat'],
    names: { PT: 'Bacará', EN: 'Baccarat' },
    // The banker bet's return with the 5% commission; the rules sheet lists every bet.
    declaredRtp: 0.9894,
    minBet: '1.00',
    maxBet: '1000.00',
    hot: false,
    isNew: true,
  },
  {
    code: 'ficha_money_wheel',
    gameType: 'GAMESHOW',
    classify: [],
    names: { PT: 'Roda do Dinheiro', EN: 'Money Wheel' },
    declaredRtp: 0.96,
    minBet: '0.50',
    maxBet: '500.00',
    hot: true,
    isNew: true,
  },
];

export function studioGame(code: string): StudioGame | undefined {
  return STUDIO_GAMES.find((game) => game.code === code);
}
