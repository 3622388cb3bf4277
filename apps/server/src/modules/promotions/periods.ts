/** Cashback periods: consecutive spans of `days` days in UTC; weekly ones start on Monday. */

const DAY_MS = 86_400_000;
/** 1970-01-05, the first Monday of the epoch, is epoch day 4. */
const MONDAY = 4;

export interface Period {
  from: Date;
  to: Date;
}

/** The period containing `at`. */
export function periodOf(at: Date, days: number): Period {
  const offset = days === 7 ? MONDAY : 0;
  const day = Math.floor(at.getTime() / DAY_MS);
  const start = Math.floor((day - offset) / days) * days + offset;
  return { from: new Date(start * DAY_MS), to: new Date((start + days) * DAY_MS) };
}

/** The last complete period before `at`: the one a cashback pays. */
export function previousPeriod(at: Date, days: number): Period {
  const current = periodOf(at, days);
  return periodOf(new Date(current.from.getTime() - DAY_MS), days);
}

export function periodKey(period: Period): string {
  return period.from.toISOString().slice(0, 10);
}
