import type { LotteryLastDraw } from '@ficha/contract';

/** What a lobby card shows of a draw: its balls, and a caption (the dice's total, the special prize). */
export interface ResultView {
  balls: string[];
  /** The dice's total ("14"), when the game is dice. */
  total?: number;
}

/**
 * Dice and five-digit games show every number drawn; a Vietnamese draw shows its special prize
 * (the first tier), digit by digit, as the board in the frame does.
 */
export function resultView(kind: string, result: LotteryLastDraw['result']): ResultView | null {
  if (result === null) return null;
  if (Array.isArray(result)) {
    const balls = result.map(String);
    return kind === 'dice3' ? { balls, total: result.reduce((sum, n) => sum + n, 0) } : { balls };
  }
  const special = result.tiers[0]?.numbers[0];
  return special ? { balls: special.split('') } : null;
}
