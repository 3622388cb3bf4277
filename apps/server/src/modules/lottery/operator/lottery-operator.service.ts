import {
  formatMinor,
  type LotteryOpsGame,
  type LotteryOpsLiability,
  type LotteryOpsPeriod,
  type LotteryOpsPeriodsQuery,
  type LotteryOpsSettingsBody,
  type LotteryOpsVoidAnswer,
  parseAmount,
} from '@ficha/contract';
import { betTypeOf, defaultPayoutE4 } from '@ficha/games/lottery/lottery-bets';
import { LOTTERY_GAMES, type LotteryGame, lotteryGame, rulesOf } from '@ficha/games/lottery/lottery-games';
import { periodAt } from '@ficha/games/lottery/lottery-schedule';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findMerchantById } from '../../merchants/merchants.repository.ts';
import type { StaffActor } from '../../staff/staff.service.ts';
import { audit } from '../../staff/staff.service.ts';
import { worksFor } from '../../staff/staff-guards.ts';
import { databaseNowMs } from '../../studio/shared-rounds/rounds.queries.ts';
import {
  gameSettings,
  type LotterySettings,
  periodExposure,
  saveGameSettings,
  type VersionedLotterySettings,
} from '../limits.queries.ts';
import { settlePeriod } from '../lottery-draws.ts';
import { limitsOf, payoutOf } from '../lottery-orders.service.ts';
import { findPeriod, lotteryMerchants, markVoid, type PeriodKey } from '../periods.queries.ts';
import { listOpsPeriods, voidedStakes } from './operator-periods.queries.ts';

/**
 * What operators do to the in-house lottery (issue 14 part 5), each change audited with the staff
 * member's reason. Every object is looked up through its merchant first (hardening 8): merchant
 * staff naming another merchant get NOT_FOUND, as for the money routes.
 */

/** Who acts, why, and from where. */
export interface LotteryStaffRequest {
  staff: StaffActor;
  reason: string;
  ip: string;
}

/** A merchant's odds override may make a bet return this share of each stake at least, and at most all of it. */
const MIN_RETURN = 0.5;
const MAX_RETURN = 1;

/** The merchant, when the staff member may act on it (platform staff on every one). */
async function merchantFor(db: Kysely<DB>, staff: StaffActor, merchantId: number) {
  if (!worksFor(staff, merchantId)) throw new AppError('NOT_FOUND');
  const merchant = await findMerchantById(db, merchantId);
  if (!merchant) throw new AppError('NOT_FOUND');
  return merchant;
}

/** The merchants a list covers: the staff member's own, or the one platform staff asked for, or all. */
async function merchantsListed(db: Kysely<DB>, staff: StaffActor, asked: number | undefined) {
  if (asked !== undefined) {
    const merchant = await merchantFor(db, staff, asked);
    return [{ id: merchant.id, timeZone: merchant.time_zone }];
  }
  const all = await lotteryMerchants(db);
  return all.filter((m) => worksFor(staff, m.id));
}

function gameOf(code: string): LotteryGame {
  const game = lotteryGame(code);
  if (!game) throw new AppError('NOT_FOUND');
  return game;
}

const oddsText = (payoutE4: number) => formatMinor(BigInt(payoutE4) / 100n);
const optionalMinor = (value: bigint | null) => (value === null ? null : formatMinor(value));
const iso = (at: Date | null) => (at === null ? null : new Date(at).toISOString());

async function gameView(
  db: Kysely<DB>,
  merchant: { id: number; timeZone: string },
  game: LotteryGame,
  now: number,
  settings?: VersionedLotterySettings,
): Promise<LotteryOpsGame> {
  const own = settings ?? (await gameSettings(db, merchant.id, game.code));
  const rules = rulesOf(game);
  const limits = limitsOf(game, own);
  const current = await findPeriod(db, {
    merchantId: merchant.id,
    gameCode: game.code,
    numero: periodAt(game.schedule, now, merchant.timeZone).numero,
  });
  return {
    merchant_id: merchant.id,
    code: game.code,
    name: game.names.EN,
    kind: game.kind,
    playType: game.playType,
    prizeMode: game.prizeMode,
    suspended: own.suspended,
    version: own.version,
    limits: {
      minBet: formatMinor(limits.minBet),
      maxBet: formatMinor(limits.maxBet),
      maxPickLiability: formatMinor(limits.maxPickLiability),
      maxPeriodStake: formatMinor(limits.maxPeriodStake),
    },
    ownLimits: {
      minBet: optionalMinor(own.minBet),
      maxBet: optionalMinor(own.maxBet),
      maxPickLiability: optionalMinor(own.maxPickLiability),
      maxPeriodStake: optionalMinor(own.maxPeriodStake),
    },
    betTypes: rules.betTypes.map((type) => ({
      betType: type.code,
      odds: oddsText(payoutOf(rules, own, type.code, type.samplePick)),
      defaultOdds: oddsText(defaultPayoutE4(rules.rtpE6, type.expectedHits(type.samplePick))),
      overridden: Object.keys(own.odds).some((key) => key === type.code || key.startsWith(`${type.code}:`)),
    })),
    oddsOverrides: Object.fromEntries(Object.entries(own.odds).map(([key, e4]) => [key, oddsText(e4)])),
    currentPeriod: current
      ? {
          numero: current.numero,
          status: current.status,
          closesAt: iso(current.closes_at)!,
          drawsAt: iso(current.draws_at)!,
        }
      : null,
  };
}

export async function listGames(db: Kysely<DB>, staff: StaffActor, merchantId: number | undefined) {
  const now = await databaseNowMs(db);
  const list: LotteryOpsGame[] = [];
  for (const merchant of await merchantsListed(db, staff, merchantId)) {
    for (const game of LOTTERY_GAMES) list.push(await gameView(db, merchant, game, now));
  }
  return { list };
}

export async function listPeriods(db: Kysely<DB>, staff: StaffActor, query: LotteryOpsPeriodsQuery) {
  if (query.merchantId !== undefined) await merchantFor(db, staff, query.merchantId);
  const rows = await listOpsPeriods(db, query.merchantId ?? staff.merchantId, query);
  const list: LotteryOpsPeriod[] = rows.map((row) => ({
    merchant_id: row.merchant_id,
    gameCode: row.game_code,
    numero: row.numero,
    status: row.status,
    opensAt: iso(row.opens_at)!,
    closesAt: iso(row.closes_at)!,
    drawsAt: iso(row.draws_at)!,
    seedHash: row.seed_hash,
    seed: row.seed,
    result: row.status === 'DRAWN' || row.status === 'SETTLED' ? row.result : null,
    drawnAt: iso(row.drawn_at),
    settledAt: iso(row.settled_at),
    bets: Number(row.bets),
    staked: formatMinor(row.staked),
    won: formatMinor(row.won),
  }));
  return { list, total: Number(rows[0]?.total ?? 0) };
}

/** Odds text ("1.97") to 1/10,000ths per hit; undefined when not a positive amount. */
function payoutE4Of(text: string): number | undefined {
  const minor = parseAmount(text);
  return minor === undefined || minor <= 0n ? undefined : Number(minor) * 100;
}

/**
 * An odds override, checked against the game's maths: keyed by a bet type (every pick of it) or
 * "betType:pick", and returning between MIN_RETURN and MAX_RETURN of each stake on every pick it
 * covers, so a typo cannot hand out a bet the house loses on, nor one no player should take.
 */
function checkedOverride(game: LotteryGame, key: string, text: string): number {
  const rules = rulesOf(game);
  const [code, pick] = key.split(/:(.*)/s) as [string, string | undefined];
  const type = betTypeOf(rules, code);
  if (!type || (pick !== undefined && !type.validPick(pick))) {
    throw new AppError(
      'INVALID_PICK',
      { betType: code, pick: pick ?? '' },
      { betType: code, pick: pick ?? '' },
    );
  }
  const payoutE4 = payoutE4Of(text);
  const picks = pick !== undefined ? [pick] : (type.picks ?? [type.samplePick]);
  const inBounds =
    payoutE4 !== undefined &&
    picks.every((p) => {
      const returned = (payoutE4 / 10_000) * type.expectedHits(p);
      return returned >= MIN_RETURN && returned <= MAX_RETURN + 1e-9;
    });
  if (!inBounds) {
    const params = { odds: text, betType: key, min: `${MIN_RETURN * 100}%`, max: `${MAX_RETURN * 100}%` };
    throw new AppError('ODDS_OUT_OF_BOUNDS', params, params);
  }
  return payoutE4!;
}

/** The settings after the change; refused whole when one part is out of bounds. */
function changedSettings(
  game: LotteryGame,
  now: LotterySettings,
  body: LotteryOpsSettingsBody,
): LotterySettings {
  const next: LotterySettings = { ...now, odds: { ...now.odds } };
  for (const field of ['minBet', 'maxBet', 'maxPickLiability', 'maxPeriodStake'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    const minor = value === null ? null : parseAmount(value);
    if (minor === undefined || (minor !== null && minor <= 0n)) throw new AppError('BAD_REQUEST', { field });
    next[field] = minor;
  }
  const limits = limitsOf(game, next);
  if (limits.minBet > limits.maxBet) throw new AppError('BAD_REQUEST', { field: 'minBet' });
  for (const [key, text] of Object.entries(body.odds ?? {})) {
    if (text === null) delete next.odds[key];
    else next.odds[key] = checkedOverride(game, key, text);
  }
  return next;
}

const detailsOf = (settings: LotterySettings) => ({
  suspended: settings.suspended,
  minBet: optionalMinor(settings.minBet),
  maxBet: optionalMinor(settings.maxBet),
  maxPickLiability: optionalMinor(settings.maxPickLiability),
  maxPeriodStake: optionalMinor(settings.maxPeriodStake),
  odds: settings.odds,
});

/**
 * Writes the game's settings at the merchant if they are still at the version the console read
 * (EDIT_CONFLICT otherwise, nothing changed), with the audit row in the same transaction.
 */
async function writeSettings(
  db: Kysely<DB>,
  { staff, reason, ip }: LotteryStaffRequest,
  merchantId: number,
  game: LotteryGame,
  version: number,
  change: (before: VersionedLotterySettings) => { after: LotterySettings; action: string; details: object },
): Promise<VersionedLotterySettings> {
  return db.transaction().execute(async (trx) => {
    const before = await gameSettings(trx, merchantId, game.code);
    if (before.version !== version) throw new AppError('EDIT_CONFLICT');
    const { after, action, details } = change(before);
    const written = await saveGameSettings(trx, merchantId, game.code, after, version);
    if (written === undefined) throw new AppError('EDIT_CONFLICT');
    await audit(trx, staff, action, `lottery-game:${game.code}`, { reason, ...details }, ip, merchantId);
    return { ...after, version: written };
  });
}

/** Changes a game's odds and limits at a merchant; bets already placed keep the odds they got. */
export async function changeSettings(
  db: Kysely<DB>,
  request: LotteryStaffRequest,
  merchantId: number,
  gameCode: string,
  body: LotteryOpsSettingsBody,
) {
  const merchant = await merchantFor(db, request.staff, merchantId);
  const game = gameOf(gameCode);
  const saved = await writeSettings(db, request, merchant.id, game, body.version, (before) => {
    const after = changedSettings(game, before, body);
    return {
      after,
      action: 'lottery.settings',
      details: { before: detailsOf(before), after: detailsOf(after) },
    };
  });
  const at = { id: merchant.id, timeZone: merchant.time_zone };
  return gameView(db, at, game, await databaseNowMs(db), saved);
}

/** Suspends (no new bet; open tickets stay and settle) or resumes a game at a merchant. */
export async function setSuspended(
  db: Kysely<DB>,
  request: LotteryStaffRequest,
  merchantId: number,
  gameCode: string,
  suspended: boolean,
  version: number,
) {
  const merchant = await merchantFor(db, request.staff, merchantId);
  const game = gameOf(gameCode);
  const saved = await writeSettings(db, request, merchant.id, game, version, (before) => ({
    after: { ...before, suspended },
    action: suspended ? 'lottery.suspend' : 'lottery.resume',
    details: {},
  }));
  const at = { id: merchant.id, timeZone: merchant.time_zone };
  return gameView(db, at, game, await databaseNowMs(db), saved);
}

async function periodOf(
  db: Kysely<DB>,
  staff: StaffActor,
  merchantId: number,
  gameCode: string,
  numero: string,
) {
  const merchant = await merchantFor(db, staff, merchantId);
  const key: PeriodKey = { merchantId: merchant.id, gameCode: gameOf(gameCode).code, numero };
  const period = await findPeriod(db, key);
  if (!period) throw new AppError('NOT_FOUND');
  return { merchant, key, period };
}

/**
 * Voids a period not drawn yet and returns every stake through the wallet. Exactly once, however
 * often or concurrently it is asked: the move to VOID is one guarded update (only one caller makes
 * it, and it races the draw's, so a period is voided or drawn, never both), and each stake goes
 * back by a wallet rollback keyed by its sub-order, which the wallet answers once. A drawn period
 * cannot be voided (PERIOD_DRAWN): its result is public and its wins may be paid already.
 */
export async function voidPeriod(
  db: Kysely<DB>,
  { staff, reason, ip }: LotteryStaffRequest,
  merchantId: number,
  gameCode: string,
  numero: string,
): Promise<LotteryOpsVoidAnswer> {
  const { merchant, key } = await periodOf(db, staff, merchantId, gameCode, numero);
  const voidedNow = await markVoid(db, key);
  if (voidedNow) {
    await audit(
      db,
      staff,
      'lottery.void',
      `lottery-period:${key.gameCode}:${key.numero}`,
      { reason },
      ip,
      merchant.id,
    );
  } else if ((await findPeriod(db, key))!.status !== 'VOID') {
    throw new AppError('PERIOD_DRAWN');
  }
  // The stakes go back now; a twin call holding the period, or a bet still in the wallet, leaves
  // the rest to the draw loop's next pass (settleDuePeriods), which returns them the same way.
  await settlePeriod(db, key);
  const stakes = await voidedStakes(db, key);
  return {
    numero: key.numero,
    status: 'VOID',
    voidedNow,
    refunded: stakes.open === 0,
    suborders: stakes.suborders,
    refundedAmount: formatMinor(stakes.returned),
  };
}

/** What the period could pay on each pick (lottery_exposure), beside the cap in force. */
export async function periodLiability(
  db: Kysely<DB>,
  staff: StaffActor,
  merchantId: number,
  gameCode: string,
  numero: string,
): Promise<LotteryOpsLiability> {
  const { key, period } = await periodOf(db, staff, merchantId, gameCode, numero);
  const exposure = await periodExposure(db, key);
  const limits = limitsOf(gameOf(gameCode), await gameSettings(db, key.merchantId, key.gameCode));
  return {
    merchant_id: key.merchantId,
    gameCode: key.gameCode,
    numero: key.numero,
    status: period.status,
    list: exposure.map((e) => ({ betType: e.betType, pick: e.pick, liability: formatMinor(e.liability) })),
    maxLiability: formatMinor(exposure[0]?.liability ?? 0n),
    maxPickLiability: formatMinor(limits.maxPickLiability),
  };
}
