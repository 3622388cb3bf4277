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
 *   bet       someone's bet was placed: {roundId, player ("jo***1"), amount, currency, label?};
 *             your own carry betId.
 *   cashout   a crash bet cashed out: {roundId, player, multiplierE2, win, currency, auto}; your
 *             own carry betId. Auto cash-outs are shown when the multiplier reaches them.
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

export type RoundPhase = 'betting' | 'running' | 'ended';

export interface ChainView {
  id: string;
  terminalHash: string;
  salt: string;
  length: number;
}

export interface CrashResult {
  crashE2: number;
}

export interface WheelResultView {
  segment: number;
  label: number;
  boostPosition: number;
  boost: { label: number; factor: number } | null;
}

export interface RoundView {
  roundId: number;
  phase: RoundPhase;
  /** Bets close and the round starts. */
  startsAt: number;
  /** Crash: known once it ended. Wheel: when the wheel stops. */
  endsAt: number | null;
  /** When the next round opens; crash: known once it ended. */
  nextAt: number | null;
  /** Crash: the curve's speed for multiplierAtE2. */
  speed: number;
  chain: ChainView;
  chainRound: number;
  /** Revealed once the result may be known: crash when it ended, wheel when it spins. */
  hash: string | null;
  previousHash: string | null;
  result: CrashResult | WheelResultView | null;
}

export interface PublicBet {
  player: string;
  amount: string;
  currency: string;
  label: number | null;
  /** Crash: the multiplier it cashed out at. */
  cashOutE2: number | null;
  win: string | null;
}

export interface MyBet {
  roundId: number;
  betId: string;
  amount: string;
  autoCashOutE2: number | null;
  label: number | null;
  status: 'PENDING' | 'PLACED' | 'DECIDED' | 'SETTLED' | 'REFUSED' | 'ROLLED_BACK';
  cashOutE2: number | null;
  payoutE4: number | null;
  win: string | null;
}

export interface HistoryEntry {
  roundId: number;
  chain: ChainView;
  chainRound: number;
  hash: string;
  previousHash: string;
  result: CrashResult | WheelResultView;
  endedAt: number;
}

export interface Snapshot {
  type: 'snapshot';
  game: string;
  serverTime: number;
  player: { name: string; currency: string; balance: string };
  limits: { minBet: string; maxBet: string; maxBetsPerRound: number };
  round: RoundView | null;
  bets: PublicBet[];
  myBets: MyBet[];
  history: HistoryEntry[];
}

export type ServerMessage =
  | Snapshot
  | { type: 'round'; serverTime: number; round: RoundView }
  | {
      type: 'bet';
      roundId: number;
      player: string;
      amount: string;
      currency: string;
      label: number | null;
      betId?: string;
    }
  | {
      type: 'cashout';
      roundId: number;
      player: string;
      multiplierE2: number;
      win: string;
      currency: string;
      auto: boolean;
      betId?: string;
    }
  | {
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
  | { type: 'ack'; ref: string | null; action: 'bet' | 'cashout'; value: unknown }
  | { type: 'error'; ref: string | null; code: string; message: string; value: unknown }
  | { type: 'pong'; ref: string | null; serverTime: number };

export type ClientMessage =
  | {
      type: 'bet';
      ref?: string;
      roundId: number;
      betId: string;
      amount: string;
      autoCashOut?: number | null;
      label?: number;
    }
  | { type: 'cashout'; ref?: string; roundId: number; betId: string }
  | { type: 'ping'; ref?: string };

export const BET_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
