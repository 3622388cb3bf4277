import type { BatchRead } from './batch.queries.ts';

/** How much of a bet's stake counts towards turnover, from the batch's one read (batch.queries.ts). */

interface BetGame {
  merchantId: number;
  memberId: number;
  vendorCode: string;
  gameCode: string;
}

export const weightKey = (game: Omit<BetGame, 'memberId'>) =>
  `${game.merchantId}|${game.vendorCode}|${game.gameCode}`;
const bettorGameKey = (memberId: number | string, vendorCode: string, gameCode: string) =>
  `${memberId}|${vendorCode}|${gameCode}`;

/**
 * A bet's weight in percent: its game's merchant or platform weight, unless the bettor has open
 * grants whose promotions carry their own weights; then the lowest of those grants' weights for
 * the game (a promotion that names neither the game nor its type weighs it as the merchant does),
 * so a stake never counts more than the strictest open grant allows.
 */
export function betWeights(read: Pick<BatchRead, 'weights' | 'grant_weights'>) {
  const base = new Map(
    read.weights.map((w) => [
      weightKey({ merchantId: w.merchant_id, vendorCode: w.vendor_code, gameCode: w.game_code }),
      w.weight,
    ]),
  );
  const granted = new Map(
    read.grant_weights.map((g) => [bettorGameKey(g.member_id, g.vendor_code, g.game_code), g.weights]),
  );
  return (bet: BetGame): number => {
    const weight = base.get(weightKey(bet)) ?? 0;
    const own = granted.get(bettorGameKey(bet.memberId, bet.vendorCode, bet.gameCode));
    return own ? Math.min(...own.map((w) => w ?? weight)) : weight;
  };
}
