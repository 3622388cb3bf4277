/**
 * When a lottery game's periods open, close and draw (issue 14). Entertainment games draw every
 * 1, 3 or 5 minutes counted from the merchant's local midnight; traditional games draw once a day
 * at a set local time. A period is named by its numero, which follows from the clock alone, so
 * every server process computes the same period for the same moment and a draw can be keyed by it.
 *
 *   interval game: numero "YYYYMMDD-NNNN", the NNNN-th draw of the local day (0001 draws at 00:01
 *                  for a one-minute game); it opens when the one before draws.
 *   daily game:    numero "YYYYMMDD", drawn that local day at drawAt; opens at the day before's draw.
 * Betting closes closeBeforeSeconds before the draw.
 */
export type LotterySchedule =
  | { kind: 'interval'; seconds: number; closeBeforeSeconds: number }
  | { kind: 'daily'; drawAt: string; closeBeforeSeconds: number };

export interface LotteryPeriod {
  numero: string;
  opensAt: number;
  closesAt: number;
  drawsAt: number;
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: number, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the zone's wall clock reads this date and time. */
export function zonedInstant(date: LocalDate, minutesOfDay: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutesOfDay * 60_000;
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}

function localDateOf(instant: number, timeZone: string): LocalDate {
  const { year, month, day } = partsIn(instant, timeZone);
  return { year, month, day };
}

function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

const dateText = (date: LocalDate) =>
  `${date.year}${String(date.month).padStart(2, '0')}${String(date.day).padStart(2, '0')}`;

function minutesOf(drawAt: string): number {
  const [hours, minutes] = drawAt.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** The period taking bets, or closed and waiting for its draw, at this instant. */
export function periodAt(schedule: LotterySchedule, instant: number, timeZone: string): LotteryPeriod {
  const closeBefore = schedule.closeBeforeSeconds * 1000;
  let date = localDateOf(instant, timeZone);
  if (schedule.kind === 'daily') {
    const minutes = minutesOf(schedule.drawAt);
    let drawsAt = zonedInstant(date, minutes, timeZone);
    if (drawsAt <= instant) {
      date = addDays(date, 1);
      drawsAt = zonedInstant(date, minutes, timeZone);
    }
    const opensAt = zonedInstant(addDays(date, -1), minutes, timeZone);
    return { numero: dateText(date), opensAt, closesAt: drawsAt - closeBefore, drawsAt };
  }
  const length = schedule.seconds * 1000;
  let dayStart = zonedInstant(date, 0, timeZone);
  let index = Math.floor((instant - dayStart) / length) + 1;
  const nextDayStart = zonedInstant(addDays(date, 1), 0, timeZone);
  if (dayStart + index * length > nextDayStart) {
    // A day whose length is not a multiple of the period (a clock change): its last partial
    // period is skipped and the next day starts at 0001.
    date = addDays(date, 1);
    dayStart = nextDayStart;
    index = 1;
  }
  const drawsAt = dayStart + index * length;
  return {
    numero: `${dateText(date)}-${String(index).padStart(4, '0')}`,
    opensAt: drawsAt - length,
    closesAt: drawsAt - closeBefore,
    drawsAt,
  };
}

/** The period after this one. */
export function nextPeriod(
  schedule: LotterySchedule,
  period: LotteryPeriod,
  timeZone: string,
): LotteryPeriod {
  return periodAt(schedule, period.drawsAt, timeZone);
}

/**
 * Every period that drew after `after` (exclusive) and by `until` (inclusive), oldest first: what a
 * process that was down must still draw and settle, in order.
 */
export function periodsDrawnBetween(
  schedule: LotterySchedule,
  after: number,
  until: number,
  timeZone: string,
): LotteryPeriod[] {
  const periods: LotteryPeriod[] = [];
  for (let period = periodAt(schedule, after, timeZone); period.drawsAt <= until; ) {
    periods.push(period);
    period = nextPeriod(schedule, period, timeZone);
  }
  return periods;
}
