/**
 * The live protocol of the studio's shared-round games, crash and money wheel: every connected
 * player sees the same rounds over a websocket.
 *
 * Connect:  GET /studio/ws/crash?session=<game session id>&lang=PT|EN
 *           GET /studio/ws/money-wheel?session=<game session id>&lang=PT|EN
 * Every frame is one JSON object with a `type`. Money is a decimal string ("12.50") in the
 * session's currency (PLAY in free play); multipliers are integers in hundredths (E2: 235 is
 * 2.35x); payouts in 1/10,000ths of the stake (E4); times are epoch milliseconds of the SERVER's
 * clock (the database's): keep offset = serverTime - Date.now() from the snapshot and every pong,
 * and compare round times with Date.now() + offset.
 *
 * Server -> client
 *   snapshot  on connect: game, serverTime, player {name, currency, balance}, limits {minBet,
 *             maxBet, maxBetsPerRound}, round (RoundView or null), bets (PublicBet[] of that round),
 *             myBets (MyBet[]), history (last 20 ended rounds, newest first, with verify data).
 *   round     a phase change: {round: RoundView}. betting (bets open until startsAt), running
 *             (crash: flying since startsAt; wheel: spinning, result already known), ended (crash:
 *             crashed; the next round opens at nextAt). Ended rounds carry hash and result.
 *   feed      the round's bets and cash-outs of everyone, gathered a few times a second (one
 *             frame for every player): {items: [bet or cashout message, each with feedId and
 *             without betId]}, in the order they happened.
 *   bet       your own bet was placed: {roundId, player ("jo***1"), amount, currency, label?,
 *             betId, feedId}, sent at once; the feed repeats it (without betId) under the same
 *             feedId, which the client skips.
 *   cashout   your own crash bet cashed out: {roundId, player, multiplierE2, win, currency, auto,
 *             betId, feedId}, likewise repeated by the feed. Auto cash-outs are shown when the
 *             multiplier reaches them.
 *   result    your bet was settled: {roundId, betId, amount, payoutE4, win, balance, status}
 *             (status ROLLED_BACK: the stake came back because the round never ran).
 *   ack       answer to an action with `ref`: {ref, action, value}.
 *   error     {ref?, code, message, value}: code is one of the platform's error codes
 *             (BETTING_CLOSED, ROUND_NOT_OPEN, INSUFFICIENT_FUNDS, BET_OUT_OF_LIMITS, ...); without
 *             ref it is about the connection (UNKNOWN_SESSION, SESSION_EXPIRED), then it closes.
 *   pong      {ref?, serverTime}.
 * Client -> server (the same actions exist over HTTP with the session in X-Game-Session:
 * POST /studio/api/v1/<crash|money-wheel>/bet, POST /studio/api/v1/crash/cashout, and
 * GET .../state (the snapshot) and GET .../history?before=<roundId>&limit=<1..100>)
 *   bet       {ref?, roundId, betId, amount, autoCashOut? (crash, E2, 101..1000000), label?
 *             (wheel: 1, 2, 5, 10, 20 or 40)}. betId: 1-40 of [A-Za-z0-9_-], yours to choose,
 *             unique per round; sending the same bet again (a retry) applies it once.
 *   cashout   {ref?, roundId, betId} (crash, while running).
 *   ping      {ref?}.
 *
 * Verifying a round: sha256(bytes of hash) must equal previousHash (the previous round's hash,
 * or the chain's terminalHash, published before the chain's first round), and the result must
 * follow from hash and salt: crashPointE2(hash, salt) (crash/crash-point.ts) or
 * wheelOutcome(hash, salt) (money-wheel/wheel.ts).
 */

import { z } from 'zod';
import { moneyTextSchema } from '../../api/common.ts';
import { stakeSchema } from '../stake.ts';

export const BET_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export const roundPhaseSchema = z.enum(['betting', 'running', 'ended']);
export type RoundPhase = z.infer<typeof roundPhaseSchema>;

export const chainViewSchema = z.object({
  id: z.string(),
  terminalHash: z.string(),
  salt: z.string(),
  length: z.number(),
});
export type ChainView = z.infer<typeof chainViewSchema>;

export const crashResultSchema = z.object({ crashE2: z.number() });
export type CrashResult = z.infer<typeof crashResultSchema>;

export const wheelResultSchema = z.object({
  segment: z.number(),
  label: z.number(),
  boostPosition: z.number(),
  boost: z.object({ label: z.number(), factor: z.number() }).nullable(),
});
export type WheelResultView = z.infer<typeof wheelResultSchema>;

const roundResultSchema = z.union([crashResultSchema, wheelResultSchema]);

export const roundViewSchema = z.object({
  roundId: z.number(),
  phase: roundPhaseSchema,
  /** Bets close and the round starts. */
  startsAt: z.number(),
  /** Crash: known once it ended. Wheel: when the wheel stops. */
  endsAt: z.number().nullable(),
  /** When the next round opens; crash: known once it ended. */
  nextAt: z.number().nullable(),
  /** Crash: the curve's speed for multiplierAtE2. */
  speed: z.number(),
  chain: chainViewSchema,
  chainRound: z.number(),
  /** Revealed once the result may be known: crash when it ended, wheel when it spins. */
  hash: z.string().nullable(),
  previousHash: z.string().nullable(),
  result: roundResultSchema.nullable(),
});
export type RoundView = z.infer<typeof roundViewSchema>;

export const publicBetSchema = z.object({
  player: z.string(),
  amount: moneyTextSchema,
  currency: z.string(),
  label: z.number().nullable(),
  /** Crash: the multiplier it cashed out at. */
  cashOutE2: z.number().nullable(),
  win: moneyTextSchema.nullable(),
});
export type PublicBet = z.infer<typeof publicBetSchema>;

export const myBetSchema = z.object({
  roundId: z.number(),
  betId: z.string(),
  amount: moneyTextSchema,
  autoCashOutE2: z.number().nullable(),
  label: z.number().nullable(),
  status: z.enum(['PENDING', 'PLACED', 'DECIDED', 'SETTLED', 'REFUSED', 'ROLLED_BACK']),
  cashOutE2: z.number().nullable(),
  payoutE4: z.number().nullable(),
  win: moneyTextSchema.nullable(),
});
export type MyBet = z.infer<typeof myBetSchema>;

export const historyEntrySchema = z.object({
  roundId: z.number(),
  chain: chainViewSchema,
  chainRound: z.number(),
  hash: z.string(),
  previousHash: z.string(),
  result: roundResultSchema,
  endedAt: z.number(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /studio/api/v1/<game>/history?before=<roundId>&limit=<1..100> */
export const historyQuerySchema = z
  .object({
    before: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const historySchema = z.array(historyEntrySchema);

/** The snapshot: on connecting, and GET /studio/api/v1/<game>/state. */
export const snapshotSchema = z.object({
  type: z.literal('snapshot'),
  game: z.string(),
  serverTime: z.number(),
  player: z.object({ name: z.string(), currency: z.string(), balance: z.string() }),
  limits: z.object({ minBet: z.string(), maxBet: z.string(), maxBetsPerRound: z.number() }),
  round: roundViewSchema.nullable(),
  bets: z.array(publicBetSchema),
  myBets: z.array(myBetSchema),
  history: z.array(historyEntrySchema),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

const roundIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const betIdSchema = z.string().regex(BET_ID_PATTERN);

/** A bet as a client sends it (HTTP body, or websocket message with type and ref). */
export const betRequestSchema = z.object({
  roundId: roundIdSchema,
  betId: betIdSchema,
  amount: stakeSchema,
  autoCashOut: z.number().int().nullable().optional(),
  label: z.number().int().optional(),
});
export const cashOutRequestSchema = z.object({ roundId: roundIdSchema, betId: betIdSchema });

/** The answer (HTTP value, socket ack value) of a bet. */
export const placedBetSchema = z.object({
  roundId: z.number(),
  betId: z.string(),
  amount: moneyTextSchema,
  currency: z.string(),
  balance: moneyTextSchema,
});
export type PlacedBet = z.infer<typeof placedBetSchema>;

/** The answer (HTTP value, socket ack value) of a crash cash-out. */
export const cashOutAnswerSchema = z.object({
  roundId: z.number(),
  betId: z.string(),
  multiplierE2: z.number(),
  win: moneyTextSchema,
  balance: moneyTextSchema,
  currency: z.string(),
});
export type CashOutAnswer = z.infer<typeof cashOutAnswerSchema>;

const ref = z.string().max(64).optional();
export const clientMessageSchema = z.discriminatedUnion('type', [
  betRequestSchema.extend({ type: z.literal('bet'), ref }),
  cashOutRequestSchema.extend({ type: z.literal('cashout'), ref }),
  z.object({ type: z.literal('ping'), ref }),
]);
export type ClientMessage = z.input<typeof clientMessageSchema>;

/** A bet in the round's feed; the player's own also carries betId. */
export interface BetNews {
  type: 'bet';
  roundId: number;
  player: string;
  amount: string;
  currency: string;
  label: number | null;
  /** Names the news within this connection: the feed repeats the player's own under it. */
  feedId: number;
  betId?: string;
}

/** A crash cash-out in the round's feed; the player's own also carries betId. */
export interface CashOutNews {
  type: 'cashout';
  roundId: number;
  player: string;
  multiplierE2: number;
  win: string;
  currency: string;
  auto: boolean;
  feedId: number;
  betId?: string;
}

/** A settled (or rolled back) bet, told only to its player's connections, with the balance after it. */
export interface ResultNews {
  type: 'result';
  roundId: number;
  betId: string;
  amount: string;
  payoutE4: number;
  win: string;
  balance: string;
  currency: string;
  status: 'SETTLED' | 'ROLLED_BACK';
}

export type ServerMessage =
  | Snapshot
  | { type: 'round'; serverTime: number; round: RoundView }
  | { type: 'feed'; items: Array<BetNews | CashOutNews> }
  | BetNews
  | CashOutNews
  | ResultNews
  | { type: 'ack'; ref: string | null; action: 'bet' | 'cashout'; value: unknown }
  | { type: 'error'; ref: string | null; code: string; message: string; value: unknown }
  | { type: 'pong'; ref: string | null; serverTime: number };
