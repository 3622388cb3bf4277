import type {
  HistoryEntry,
  MyBet,
  RoundView,
  ServerMessage,
  Snapshot,
} from '@ficha/contract/studio/shared-rounds/protocol';
import { BET_ID_PATTERN } from '@ficha/contract/studio/shared-rounds/protocol';
import type { LinkStatus } from './live-socket.ts';

/** The crash game's state as the player sees it (tickets, the round's bets, history) and the pure steps that move it. */

export type TicketState =
  /** Waits for the next round's bets to open. */
  | 'queued'
  | 'sending'
  /** Sent, and the connection went before the answer: checked against the next snapshot. */
  | 'unsure'
  | 'placed'
  | 'cashing'
  /** Cashed out (by hand or auto), win fixed; the credit may still come. */
  | 'cashed'
  /** The round crashed before a cash-out. */
  | 'lost'
  /** The result came: the win (0 when lost) is in the balance. */
  | 'settled'
  | 'rolledBack'
  | 'refused'
  | 'notPlaced';

export interface Ticket {
  betId: string;
  /** Null while queued for the next round. */
  roundId: number | null;
  amount: string;
  autoCashOutE2: number | null;
  state: TicketState;
  cashOutE2: number | null;
  win: string | null;
}

export interface LiveBet {
  key: string;
  player: string;
  amount: string;
  currency: string;
  cashOutE2: number | null;
  win: string | null;
  mine: boolean;
}

export interface CrashState {
  link: LinkStatus;
  /** Why the game cannot go on (the session ended); shown instead of the game. */
  fatal: string | null;
  round: RoundView | null;
  /** When the current round began taking bets (server ms), for the countdown bar. */
  bettingFrom: number | null;
  bets: LiveBet[];
  /** Ended rounds, newest first. */
  history: HistoryEntry[];
  tickets: Ticket[];
  /** The last refusal, in the player's language. */
  notice: string | null;
  limits: Snapshot['limits'] | null;
}

const HISTORY_KEPT = 30;

/** A bet id of 1-40 of [A-Za-z0-9_-]: a random UUID (or 16 random bytes where randomUUID is missing). */
export function newBetId(): string {
  const id =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
          '',
        );
  const trimmed = id.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40);
  if (!BET_ID_PATTERN.test(trimmed)) throw new Error('bet id');
  return trimmed;
}

export function fromMyBet(ticket: Ticket, bet: MyBet): Partial<Ticket> {
  const base = { cashOutE2: bet.cashOutE2 ?? ticket.cashOutE2, win: bet.win ?? ticket.win };
  switch (bet.status) {
    case 'SETTLED':
      return { ...base, state: 'settled' };
    case 'ROLLED_BACK':
      return { ...base, state: 'rolledBack' };
    case 'REFUSED':
      return { ...base, state: 'refused' };
    case 'PENDING':
      // The wallet never answered it: the round's settlement gives the stake back.
      return { ...base, state: 'notPlaced' };
    default:
      return bet.cashOutE2 !== null ? { ...base, state: 'cashed' } : { ...base, state: 'placed' };
  }
}

export function mergeHistory(newer: HistoryEntry[], older: HistoryEntry[]): HistoryEntry[] {
  const byId = new Map<number, HistoryEntry>();
  for (const entry of [...newer, ...older]) if (!byId.has(entry.roundId)) byId.set(entry.roundId, entry);
  return [...byId.values()].sort((a, b) => b.roundId - a.roundId).slice(0, HISTORY_KEPT);
}

/** Marks a bet of the list cashed out: the player's own by bet id, another's by name and stake. */
export function withCashOut(
  bets: LiveBet[],
  message: Extract<ServerMessage, { type: 'cashout' }>,
): LiveBet[] {
  const open = bets.filter((b) => b.player === message.player && b.cashOutE2 === null);
  const stakeFits = (b: LiveBet) =>
    (BigInt(b.amount.replace('.', '')) * BigInt(message.multiplierE2)) / 100n ===
    BigInt(message.win.replace('.', ''));
  const target = open.find((b) => (message.betId !== undefined ? b.mine : true) && stakeFits(b)) ?? open[0];
  if (!target) return bets;
  return bets.map((b) => (b === target ? { ...b, cashOutE2: message.multiplierE2, win: message.win } : b));
}
