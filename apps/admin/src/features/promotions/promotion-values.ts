import {
  isDepositKind,
  LANGUAGE_CODES,
  type LanguageCode,
  type OpsPromotion,
  type OpsPromotionBody,
  opsPromotionBodySchema,
  parseAmount,
} from '@ficha/contract';
import { gameWeightsOf, type WeightValue, weightValuesOf } from './game-weight-values';

/**
 * The promotion form's values and how they become the API's body (opsPromotionBodySchema). Each
 * kind reads its own terms, as the server's engine does: a deposit bonus its percent and cap or a
 * fixed amount; cashback `settings.percent` and `settings.periodDays`; a mission
 * `settings.gameType` and `settings.rounds`; a referral `settings.minDeposit` (minor units); an
 * nth-deposit bonus `settings.nth`. Settings the form does not know are kept as they were.
 */

/** The kinds a promotion row runs (sign-in, VIP and leaderboard rewards have their own settings). */
export const FORM_KINDS = [
  'WELCOME',
  'RELOAD',
  'NTH_DEPOSIT',
  'CASHBACK',
  'FREE_PLAY',
  'REFERRAL',
  'MISSION',
];
/** The categories the player site names (its tabs on /m/activity). */
export const CATEGORIES = ['DEPOSIT', 'CASHBACK', 'FREE_PLAY', 'MISSION', 'REFERRAL'];
export const AUDIENCES = ['ALL', 'NEW', 'VIP', 'AGENT'] as const;
export type Audience = (typeof AUDIENCES)[number];
/** Cashback periods the engine counts: UTC days, weeks from Monday. */
export const PERIOD_DAYS = ['1', '7'];

export const categoryOf = (kind: string) => (isDepositKind(kind) ? 'DEPOSIT' : kind);
/** Kinds whose reward is one fixed amount (free play, a mission, each referral). */
export const isFixedKind = (kind: string) => ['FREE_PLAY', 'MISSION', 'REFERRAL'].includes(kind);

export interface PromotionValues {
  kind: string;
  category: string;
  languages: LanguageCode[];
  titles: Partial<Record<LanguageCode, string>>;
  descriptions: Partial<Record<LanguageCode, string>>;
  bannerUrl: string;
  /** datetime-local values; empty: open on that side. */
  startsAt: string;
  endsAt: string;
  audience: Audience;
  /** Comma-separated VIP levels and agent ids. */
  vipLevels: string;
  agentIds: string;
  bonusType: 'PERCENT' | 'FIXED';
  percent: string;
  fixedAmount: string;
  maxBonus: string;
  minDeposit: string;
  nth: string;
  cashbackPercent: string;
  periodDays: string;
  gameType: string;
  rounds: string;
  friendMinDeposit: string;
  turnoverMultiplier: string;
  maxBet: string;
  maxConversion: string;
  expiryDays: string;
  /** The promotion's own turnover weights; none: the merchant's apply. */
  gameWeights: WeightValue[];
  active: boolean;
  settings: Record<string, unknown>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as a datetime-local input shows it (the browser's time zone); '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);
const text = (value: unknown, fallback = '') =>
  value === undefined || value === null ? fallback : String(value);
/** A setting kept in minor units (a referral friend's minimum deposit) as the form shows it. */
const majorOf = (minor: unknown) => (minor === undefined ? '' : (Number(minor) / 100).toFixed(2));

export function initialValues(promo: OpsPromotion | undefined, kinds: string[]): PromotionValues {
  const kind = promo?.kind ?? kinds[0] ?? 'CASHBACK';
  const settings = promo?.settings ?? {};
  return {
    kind,
    category: promo?.category ?? categoryOf(kind),
    languages: (promo?.languages ?? [...LANGUAGE_CODES]) as LanguageCode[],
    titles: promo?.titles ?? {},
    descriptions: promo?.descriptions ?? {},
    bannerUrl: promo?.bannerUrl ?? '',
    startsAt: toLocalInput(promo?.startsAt ?? null),
    endsAt: toLocalInput(promo?.endsAt ?? null),
    audience: promo?.audience ?? 'ALL',
    vipLevels: (promo?.audienceVipLevels ?? []).join(', '),
    agentIds: (promo?.audienceAgentIds ?? []).join(', '),
    bonusType: promo?.fixedAmount ? 'FIXED' : 'PERCENT',
    percent: text(promo?.percent),
    fixedAmount: promo?.fixedAmount ?? '',
    maxBonus: promo?.maxBonus ?? '',
    minDeposit: promo?.minDeposit ?? '0.00',
    nth: text(settings.nth, '2'),
    cashbackPercent: text(settings.percent, '10'),
    periodDays: text(settings.periodDays, '7'),
    gameType: text(settings.gameType, 'RNG'),
    rounds: text(settings.rounds, '10'),
    friendMinDeposit: majorOf(settings.minDeposit),
    turnoverMultiplier: text(promo?.turnoverMultiplier, '0'),
    maxBet: promo?.maxBet ?? '25.00',
    maxConversion: promo?.maxConversion ?? '',
    expiryDays: text(promo?.expiryDays),
    gameWeights: weightValuesOf(promo?.gameWeights ?? []),
    active: promo?.active ?? true,
    settings,
  };
}

/** A field's problem, as an i18n key under promotionsOps.errors. */
export type FieldErrors = Record<string, string>;

const isMoney = (value: string) => parseAmount(value) !== undefined;
const whole = (value: string, min: number, max: number) =>
  /^\d{1,6}$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;
const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The terms of the kind: the money and settings the engine reads. */
function termsOf(v: PromotionValues, errors: FieldErrors) {
  const money = (key: keyof PromotionValues, value: string) => {
    if (!isMoney(value)) errors[key] = 'money';
    return value.trim();
  };
  const count = (key: keyof PromotionValues, value: string, min: number, max: number) => {
    if (!whole(value, min, max)) errors[key] = 'whole';
    return Number(value);
  };
  const settings: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(v.settings))
    if (typeof value === 'string' || typeof value === 'number') settings[key] = value;
  let percent: number | null = null;
  let fixedAmount: string | null = null;
  let maxBonus: string;
  if (isFixedKind(v.kind) || (isDepositKind(v.kind) && v.bonusType === 'FIXED')) {
    fixedAmount = money('fixedAmount', v.fixedAmount);
    maxBonus = fixedAmount;
  } else {
    if (isDepositKind(v.kind)) percent = count('percent', v.percent, 1, 500);
    maxBonus = money('maxBonus', v.maxBonus);
  }
  if (v.kind === 'NTH_DEPOSIT') settings.nth = count('nth', v.nth, 2, 100);
  if (v.kind === 'CASHBACK') {
    settings.percent = count('cashbackPercent', v.cashbackPercent, 1, 100);
    settings.periodDays = Number(v.periodDays);
  }
  if (v.kind === 'MISSION') {
    settings.gameType = v.gameType;
    settings.rounds = count('rounds', v.rounds, 1, 10_000);
  }
  if (v.kind === 'REFERRAL') {
    const minor = parseAmount(v.friendMinDeposit || '0');
    if (minor === undefined) errors.friendMinDeposit = 'money';
    settings.minDeposit = Number(minor ?? 0n);
  }
  const minDeposit = isDepositKind(v.kind) ? money('minDeposit', v.minDeposit || '0') : '0';
  return { percent, fixedAmount, maxBonus, minDeposit, settings };
}

/** The wagering terms; none where the jurisdiction forbids wagering. */
function wageringOf(v: PromotionValues, wageringAllowed: boolean, errors: FieldErrors) {
  const turnover = wageringAllowed ? v.turnoverMultiplier.trim() : '0';
  if (!whole(turnover, 0, 100)) errors.turnoverMultiplier = 'whole';
  if (!isMoney(v.maxBet)) errors.maxBet = 'money';
  if (v.maxConversion.trim() !== '' && !isMoney(v.maxConversion)) errors.maxConversion = 'money';
  if (v.expiryDays.trim() !== '' && !whole(v.expiryDays, 1, 365)) errors.expiryDays = 'whole';
  return {
    turnoverMultiplier: Number(turnover),
    maxBet: v.maxBet.trim(),
    maxConversion: v.maxConversion.trim() === '' ? null : v.maxConversion.trim(),
    expiryDays: v.expiryDays.trim() === '' ? null : Number(v.expiryDays),
    gameWeights: gameWeightsOf(v.gameWeights, errors),
  };
}

function audienceOf(v: PromotionValues, errors: FieldErrors) {
  const levels = v.audience === 'VIP' ? list(v.vipLevels) : [];
  const agents = v.audience === 'AGENT' ? list(v.agentIds) : [];
  if (v.audience === 'VIP' && (levels.length === 0 || !levels.every((l) => /^\d{1,3}$/.test(l))))
    errors.vipLevels = 'levels';
  if (v.audience === 'AGENT' && (agents.length === 0 || !agents.every((a) => /^\d{1,18}$/.test(a))))
    errors.agentIds = 'agents';
  return { audience: v.audience, audienceVipLevels: levels.map(Number), audienceAgentIds: agents };
}

/** The texts of the languages the promotion shows in; each needs its title. */
function textsOf(v: PromotionValues, errors: FieldErrors) {
  if (v.languages.length === 0) errors.languages = 'languages';
  const titles: Record<string, string> = {};
  const descriptions: Record<string, string> = {};
  for (const language of v.languages) {
    const title = (v.titles[language] ?? '').trim();
    if (title === '') errors[`titles.${language}`] = 'title';
    titles[language] = title;
    descriptions[language] = v.descriptions[language] ?? '';
  }
  const all = LANGUAGE_CODES.every((l) => v.languages.includes(l));
  return { titles, descriptions, languages: all ? null : v.languages };
}

/**
 * The body to send, or the fields to correct. Checked here field by field (a message per field),
 * then with the contract's schema, the one the server checks with.
 */
export function bodyOf(
  v: PromotionValues,
  merchantId: number,
  wageringAllowed: boolean,
): { body: OpsPromotionBody; errors: null } | { body: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const startsAt = fromLocalInput(v.startsAt);
  const endsAt = fromLocalInput(v.endsAt);
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) errors.endsAt = 'endBeforeStart';
  const body = {
    merchantId,
    kind: v.kind,
    category: v.category,
    ...textsOf(v, errors),
    bannerUrl: v.bannerUrl.trim() === '' ? null : v.bannerUrl.trim(),
    startsAt,
    endsAt,
    ...audienceOf(v, errors),
    ...termsOf(v, errors),
    ...wageringOf(v, wageringAllowed, errors),
    active: v.active,
  };
  if (Object.keys(errors).length > 0) return { body: null, errors };
  const parsed = opsPromotionBodySchema.safeParse(body);
  if (parsed.success) return { body, errors: null };
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= 'invalid';
  return { body: null, errors };
}

export type PromotionStatus = 'scheduled' | 'running' | 'paused' | 'ended';

/** Where a promotion stands now: over once its end passed, else paused, waiting or running. */
export function statusOf(p: Pick<OpsPromotion, 'active' | 'startsAt' | 'endsAt'>, now = Date.now()) {
  if (p.endsAt !== null && Date.parse(p.endsAt) <= now) return 'ended';
  if (!p.active) return 'paused';
  if (p.startsAt !== null && Date.parse(p.startsAt) > now) return 'scheduled';
  return 'running';
}
