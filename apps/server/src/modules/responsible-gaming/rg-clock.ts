/**
 * The clock of responsible gaming: cooling-off periods, time-outs, self-exclusions, windows of the
 * limits and the reality check all read it, so tests move time forward instead of waiting a day.
 */
let clock: () => Date = () => new Date();

export function rgNow(): Date {
  return clock();
}

/** Tests only: a clock of their own; undefined goes back to the system's. */
export function setRgClock(next: (() => Date) | undefined): void {
  clock = next ?? (() => new Date());
}

export const hoursAfter = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);
