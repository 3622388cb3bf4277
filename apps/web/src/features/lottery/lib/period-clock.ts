import type { LotteryPeriodView } from '@ficha/contract';

/**
 * The period's phase on the player's screen, on the server's clock: the state answers its time
 * (serverTime), and the difference to the device's clock is kept so a wrong phone clock does not
 * move the close.
 */
export type PeriodPhase =
  /** Taking bets: the countdown runs to the close. */
  | { phase: 'open'; msLeft: number }
  /** Closed, waiting for the draw: bets go to the next period. */
  | { phase: 'closed'; msLeft: number }
  /** The draw time has passed; the result is on its way. */
  | { phase: 'drawing'; msLeft: 0 };

/** How far the server's clock is ahead of the device's, from one answer. */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

export function periodPhase(
  period: Pick<LotteryPeriodView, 'closesAt' | 'drawsAt'>,
  serverNow: number,
): PeriodPhase {
  const closesAt = Date.parse(period.closesAt);
  const drawsAt = Date.parse(period.drawsAt);
  if (serverNow < closesAt) return { phase: 'open', msLeft: closesAt - serverNow };
  if (serverNow < drawsAt) return { phase: 'closed', msLeft: drawsAt - serverNow };
  return { phase: 'drawing', msLeft: 0 };
}

/** "00:42", "1:05:09": whole seconds, rounded up so "00:00" means the moment has come. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const [hours, minutes, seconds] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
