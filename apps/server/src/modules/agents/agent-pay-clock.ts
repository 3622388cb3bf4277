import type { AgentRunKind } from '@ficha/contract';

/**
 * The clock of agents' figures and pay: which day, hour or month is current (the team's "today",
 * "yesterday" and "this month"), whether a period is over, when a notice ends. API tests and the
 * E2E server (e2e/support/serve.ts, moved by e2e/support/agents-clock.ts) set it instead of waiting.
 */
let clock: () => Date = () => new Date();

export function agentPayNow(): Date {
  return clock();
}

/** Tests only: a clock of their own; undefined goes back to the system's. */
export function setAgentPayClock(next: (() => Date) | undefined): void {
  clock = next ?? (() => new Date());
}

/** The site's days and months are Brasília's (UTC-3, no daylight saving since 2019). */
const SITE_OFFSET_MS = -3 * 3_600_000;
const HOUR_MS = 3_600_000;

export interface Period {
  start: Date;
  end: Date;
}

/** The period of a kind holding an instant: a day (salary, rebate), an hour, or a month (dividend). */
export function periodOf(kind: AgentRunKind, at: Date): Period {
  if (kind === 'HOURLY_SALARY') {
    const start = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
    return { start, end: new Date(start.getTime() + HOUR_MS) };
  }
  const local = new Date(at.getTime() + SITE_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  if (kind === 'DIVIDEND') {
    return {
      start: new Date(Date.UTC(y, m, 1) - SITE_OFFSET_MS),
      end: new Date(Date.UTC(y, m + 1, 1) - SITE_OFFSET_MS),
    };
  }
  const d = local.getUTCDate();
  return {
    start: new Date(Date.UTC(y, m, d) - SITE_OFFSET_MS),
    end: new Date(Date.UTC(y, m, d + 1) - SITE_OFFSET_MS),
  };
}

export const daysAfter = (at: Date, days: number) => new Date(at.getTime() + days * 24 * HOUR_MS);
