import type { LanguageCode } from '../languages.ts';

// Responsible gaming's fixed values, apart from the zod schemas in responsible-gaming.ts: the mobile
// site's shell reads them on every page, which must not ship the schema library for a few constants.

export const RG_MONEY_LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export const RG_LIMIT_KINDS = [...RG_MONEY_LIMIT_KINDS, 'SESSION'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];

/** Rolling windows: the last 24 hours, 7 days, 30 days; SESSION is the session time limit's. */
export const RG_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type RgPeriod = (typeof RG_PERIODS)[number];
export const RG_PERIOD_HOURS: Record<RgPeriod, number> = { DAY: 24, WEEK: 7 * 24, MONTH: 30 * 24 };

/** Each window in words, for the limits' refusals ("R$ 100,00 por 24 horas"). */
export const RG_PERIOD_WORDS: Record<LanguageCode, Record<RgPeriod, string>> = {
  PT: { DAY: '24 horas', WEEK: '7 dias', MONTH: '30 dias' },
  EN: { DAY: '24 hours', WEEK: '7 days', MONTH: '30 days' },
};

/** The largest money limit a member may set (1,000,000.00) and the longest session (24 hours). */
export const RG_MAX_MONEY_LIMIT = '1000000.00';
export const RG_MAX_SESSION_MINUTES = 1440;
/** A time-out lasts 1 day to 6 weeks (Lei 14.790/2023 art. 23). */
export const RG_MAX_TIME_OUT_DAYS = 42;
export const RG_SELF_EXCLUSION_PERIODS = ['6M', '1Y', 'INDEFINITE'] as const;
export type RgSelfExclusionPeriod = (typeof RG_SELF_EXCLUSION_PERIODS)[number];
export const RG_REALITY_CHECK_MAX_MINUTES = 240;
