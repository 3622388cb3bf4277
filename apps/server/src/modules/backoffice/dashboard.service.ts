import {
  type Dashboard,
  type DashboardFigures,
  type DashboardQuery,
  formatMinor,
  type LanguageCode,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { StaffActor } from '../staff/staff.service.ts';
import { scopedMerchant } from './backoffice-access.ts';
import * as q from './dashboard.queries.ts';

const DAY_MS = 86_400_000;

/** The money sums of a day or a range, in minor units. */
interface Money {
  deposits: bigint;
  withdrawals: bigint;
  bets: bigint;
  wins: bigint;
  bonusGranted: bigint;
  bonusForfeited: bigint;
}
const noMoney = (): Money => ({
  deposits: 0n,
  withdrawals: 0n,
  bets: 0n,
  wins: 0n,
  bonusGranted: 0n,
  bonusForfeited: 0n,
});

/**
 * What one ledger sum adds to the figures: each figure reads one side of one kind of transfer.
 * Deposits: the member's cash credited; withdrawals: the clearing account emptied when paid; bets
 * and wins: the house's side (a rollback takes a bet back); bonuses: granted from the house, and
 * forfeited back to it when a bonus is released above its cap.
 */
function addSum(money: Money, kind: string, account: string, amount: bigint): void {
  if (kind === 'DEPOSIT' && account === 'PLAYER_CASH') money.deposits += amount;
  else if (kind === 'WITHDRAW_PAID' && account === 'WITHDRAWAL_CLEARING') money.withdrawals -= amount;
  else if ((kind === 'BET' || kind === 'ROLLBACK') && account === 'HOUSE') money.bets += amount;
  else if (kind === 'WIN' && account === 'HOUSE') money.wins -= amount;
  else if (kind === 'DEPOSIT_BONUS' && account === 'HOUSE') money.bonusGranted -= amount;
  else if (kind === 'BONUS_RELEASE' && account === 'HOUSE') money.bonusForfeited += amount;
}

interface Counts {
  newPlayers: number;
  activePlayers: number;
  firstDeposits: number;
}

function figures(money: Money, counts: Counts): DashboardFigures {
  const ggr = money.bets - money.wins;
  const bonusCost = money.bonusGranted - money.bonusForfeited;
  return {
    deposits: formatMinor(money.deposits),
    withdrawals: formatMinor(money.withdrawals),
    bets: formatMinor(money.bets),
    wins: formatMinor(money.wins),
    ggr: formatMinor(ggr),
    bonusCost: formatMinor(bonusCost),
    ngr: formatMinor(ggr - bonusCost),
    ...counts,
  };
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** Every UTC day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += DAY_MS) days.push(isoDay(new Date(t)));
  return days;
}

/** The figures of every day of a window, the window's total, and the distinct active players. */
export async function windowFigures(db: Kysely<DB>, w: q.Window, days: string[]) {
  const [sums, active, fresh, firsts] = await Promise.all([
    q.entrySums(db, w),
    q.activePlayers(db, w),
    q.newPlayers(db, w),
    q.firstDeposits(db, w),
  ]);
  const money = new Map(days.map((d) => [d, noMoney()]));
  const total = noMoney();
  for (const s of sums) {
    addSum(money.get(s.day) ?? noMoney(), s.kind, s.account, BigInt(s.amount));
    addSum(total, s.kind, s.account, BigInt(s.amount));
  }
  const byDay = (rows: Array<{ day: string | null; players: string }>) =>
    new Map(rows.map((r) => [r.day, Number(r.players)]));
  const activeByDay = byDay(active);
  const freshByDay = byDay(fresh);
  const firstsByDay = byDay(firsts);
  const sumOf = (m: Map<string | null, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  return {
    days: days.map((day) => ({
      day,
      ...figures(money.get(day)!, {
        newPlayers: freshByDay.get(day) ?? 0,
        activePlayers: activeByDay.get(day) ?? 0,
        firstDeposits: firstsByDay.get(day) ?? 0,
      }),
    })),
    total: figures(total, {
      newPlayers: sumOf(freshByDay),
      // Distinct over the whole window: a member active on two days is one active player.
      activePlayers: activeByDay.get(null) ?? 0,
      firstDeposits: sumOf(firstsByDay),
    }),
  };
}

/** Per game and per vendor: bets (rollbacks off), wins, GGR and the number of bets. */
export async function gameTables(db: Kysely<DB>, w: q.Window, language: LanguageCode) {
  const games = new Map<
    string,
    { vendor: string; game: string; name: string; bets: bigint; wins: bigint; n: number }
  >();
  for (const r of await q.gameSums(db, w)) {
    const key = `${r.vendor}\u0000${r.game}`;
    const name = r.names?.[language] ?? r.names?.PT ?? Object.values(r.names ?? {})[0] ?? r.game;
    const row = games.get(key) ?? { vendor: r.vendor, game: r.game, name, bets: 0n, wins: 0n, n: 0 };
    const amount = BigInt(r.amount);
    if (r.kind === 'WIN') row.wins -= amount;
    else row.bets += amount;
    if (r.kind === 'BET') row.n += Number(r.transfers);
    games.set(key, row);
  }
  const vendors = new Map<string, { vendor: string; bets: bigint; wins: bigint; n: number }>();
  for (const g of games.values()) {
    const v = vendors.get(g.vendor) ?? { vendor: g.vendor, bets: 0n, wins: 0n, n: 0 };
    v.bets += g.bets;
    v.wins += g.wins;
    v.n += g.n;
    vendors.set(g.vendor, v);
  }
  const money = (r: { bets: bigint; wins: bigint; n: number }) => ({
    bets: formatMinor(r.bets),
    wins: formatMinor(r.wins),
    ggr: formatMinor(r.bets - r.wins),
    betCount: r.n,
  });
  const byGgr = <T extends { bets: bigint; wins: bigint }>(a: T, b: T) => {
    const d = b.bets - b.wins - (a.bets - a.wins);
    return d > 0n ? 1 : d < 0n ? -1 : 0;
  };
  return {
    games: [...games.values()]
      .sort(byGgr)
      .map((g) => ({ vendorCode: g.vendor, gameCode: g.game, name: g.name, ...money(g) })),
    vendors: [...vendors.values()].sort(byGgr).map((v) => ({ vendorCode: v.vendor, ...money(v) })),
  };
}

/** A merchant's ledger in its currency over a range of UTC days, both included. */
export function rangeWindow(
  merchant: { id: number; currency: string },
  range: { from: string; to: string },
): q.Window {
  return {
    merchantId: merchant.id,
    currency: merchant.currency,
    start: new Date(`${range.from}T00:00:00Z`),
    end: new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS),
  };
}

/** The dashboard of a merchant: today (UTC), the range asked for day by day, games and vendors. */
export async function dashboard(
  db: Kysely<DB>,
  staff: StaffActor,
  query: DashboardQuery,
  language: LanguageCode,
): Promise<Dashboard> {
  const merchant = await scopedMerchant(db, staff, query.merchantId);
  const base = { merchantId: merchant.id, currency: merchant.currency };
  const range = rangeWindow(merchant, query);
  const today = isoDay(new Date());
  const todayWindow: q.Window = {
    ...base,
    start: new Date(`${today}T00:00:00Z`),
    end: new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS),
  };
  const [inRange, onToday, tables] = await Promise.all([
    windowFigures(db, range, daysOf(query.from, query.to)),
    windowFigures(db, todayWindow, [today]),
    gameTables(db, range, language),
  ]);
  return {
    ...base,
    from: query.from,
    to: query.to,
    today: onToday.total,
    range: inRange.total,
    days: inRange.days,
    ...tables,
  };
}
