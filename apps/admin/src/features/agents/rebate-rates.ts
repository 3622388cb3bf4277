import {
  AGENT_MAX_REBATE_BP,
  type AgentRebateSettings,
  agentOpsRatesBodySchema,
  GAME_CATEGORIES,
} from '@ficha/contract';
import { localeOf } from '@/lib/format';

/**
 * An agent's rebate rates and quotas as the operator types them: rates are basis points of valid
 * turnover on the wire and percents with two decimals on screen (125 bp is 1.25%).
 */

/** The game types a rate can be set for: the lobby's categories, and OTHER for games not in the catalogue. */
export const REBATE_GAME_TYPES: readonly string[] = [...GAME_CATEGORIES, 'OTHER'];

export interface RateDraft {
  gameType: string;
  percent: string;
}
export interface QuotaDraft {
  percent: string;
  quota: string;
  /** Downlines already holding the rate or more (from the server; new rows have none). */
  used?: number;
}
export interface RebatesDraft {
  rates: RateDraft[];
  quotas: QuotaDraft[];
  reason: string;
}
export interface RebatesBody {
  rates: Array<{ gameType: string; rateBp: number }>;
  quotas: Array<{ rateBp: number; quota: number }>;
  reason: string;
}

/** 125 -> "1.25" (integers only: no float touches a rate). */
export function percentOf(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** A rate shown read-only in the console's language: 125 -> "1.25%" (en) or "1,25%" (pt). */
export function formatRate(bp: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bp / 10_000);
}

/** The highest rate, as shown: "10.00". */
export const MAX_REBATE_PERCENT = percentOf(AGENT_MAX_REBATE_BP);

/** "1.25" or "1,25" -> 125; "1.5" -> 150; anything else (3 decimals, signs, text) -> NaN. */
export function bpOf(text: string): number {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function draftOf(settings: AgentRebateSettings): RebatesDraft {
  return {
    rates: settings.rates.map((r) => ({ gameType: r.gameType, percent: percentOf(r.rateBp) })),
    quotas: settings.quotas.map((q) => ({
      percent: percentOf(q.rateBp),
      quota: String(q.quota),
      used: q.used,
    })),
    reason: '',
  };
}

/** The body of PUT /agent-pay/agents/:memberId/rebates, or null with the faulty fields' paths. */
export function checkRebates(draft: RebatesDraft): { body: RebatesBody | null; issues: Set<string> } {
  const parsed = agentOpsRatesBodySchema.safeParse({
    rates: draft.rates.map((r) => ({ gameType: r.gameType, rateBp: bpOf(r.percent) })),
    quotas: draft.quotas.map((q) => ({
      rateBp: bpOf(q.percent),
      quota: /^\d{1,6}$/.test(q.quota.trim()) ? Number(q.quota.trim()) : Number.NaN,
    })),
    reason: draft.reason.trim(),
  });
  if (parsed.success) return { body: parsed.data, issues: new Set() };
  return { body: null, issues: new Set(parsed.error.issues.map((issue) => issue.path.join('.'))) };
}
