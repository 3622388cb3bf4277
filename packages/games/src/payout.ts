/**
 * Game rules express every payout as an integer multiple of 1/10,000 of the stake (payoutE4:
 * 20_000 is "2.00x"), so money stays in integers: win = floor(stake * payoutE4 / 10,000).
 */
export const PAYOUT_SCALE = 10_000;

export function winFor(stakeMinor: bigint, payoutE4: number): bigint {
  if (!Number.isInteger(payoutE4) || payoutE4 < 0) throw new RangeError(`payoutE4 ${payoutE4}`);
  return (stakeMinor * BigInt(payoutE4)) / BigInt(PAYOUT_SCALE);
}

/** 23_700 -> "2.37x" for display. */
export function formatMultiplier(payoutE4: number): string {
  return `${(payoutE4 / PAYOUT_SCALE).toFixed(2)}x`;
}
