/** Date filter of /m/gameRecord: local calendar days as YYYY-MM-DD, both ends included. */

export type RangePreset = 'today' | 'week' | 'month';

export interface DateRange {
  startDate: string;
  endDate: string;
}

const PRESET_DAYS: Record<RangePreset, number> = { today: 0, week: 6, month: 29 };

export function toDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function presetRange(preset: RangePreset, now: Date): DateRange {
  const start = new Date(now);
  start.setDate(start.getDate() - PRESET_DAYS[preset]);
  return { startDate: toDay(start), endDate: toDay(now) };
}

/** A typed range: the ends swapped when reversed, the end never after today. */
export function fixRange(range: DateRange, now: Date): DateRange {
  const today = toDay(now);
  let { startDate, endDate } = range;
  if (endDate > today) endDate = today;
  if (startDate > endDate) startDate = endDate;
  return { startDate, endDate };
}

export function presetOf(range: DateRange, now: Date): RangePreset | undefined {
  return (Object.keys(PRESET_DAYS) as RangePreset[]).find((preset) => {
    const candidate = presetRange(preset, now);
    return candidate.startDate === range.startDate && candidate.endDate === range.endDate;
  });
}
