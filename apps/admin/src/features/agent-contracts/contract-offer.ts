import {
  type AgentContractKind,
  type AgentContractOffer,
  agentOpsContractOfferSchema,
  parseAmount,
} from '@ficha/contract';

/**
 * The operator's contract offer as typed in the form (all text), and its check before sending:
 * the contract's schema (agentOpsContractOfferSchema) plus what the server reads in the money
 * texts (two decimals at most, a salary above zero), so a bad offer never leaves the console.
 */

/** One tier row; `pays` is the amount of a salary or the share percent of a dividend. */
export interface TierDraft {
  minTurnover: string;
  minActivePlayers: string;
  pays: string;
}

export interface OfferDraft {
  memberId: string | null;
  kind: AgentContractKind;
  tiers: TierDraft[];
  noticeDays: string;
  reason: string;
}

export type OfferBody = AgentContractOffer & { reason: string };

export const emptyTier = (): TierDraft => ({ minTurnover: '', minActivePlayers: '0', pays: '' });

export const newOffer = (): OfferDraft => ({
  memberId: null,
  kind: 'DAILY_SALARY',
  tiers: [emptyTier()],
  noticeDays: '7',
  reason: '',
});

/** A whole number typed in a field; anything else is NaN, which the schema refuses. */
const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The body to send, or null with the paths of the faulty fields ('tiers.0.amount', 'reason', ...). */
export function checkOffer(draft: OfferDraft): { body: OfferBody | null; issues: Set<string> } {
  const salary = draft.kind !== 'DIVIDEND';
  const tiers = draft.tiers.map((t) => ({
    minTurnover: t.minTurnover.trim(),
    minActivePlayers: wholeNumber(t.minActivePlayers),
    ...(salary ? { amount: t.pays.trim() } : { sharePercent: wholeNumber(t.pays) }),
  }));
  const parsed = agentOpsContractOfferSchema.safeParse({
    memberId: draft.memberId ?? '',
    kind: draft.kind,
    tiers,
    noticeDays: wholeNumber(draft.noticeDays),
    reason: draft.reason.trim(),
  });
  const issues = new Set<string>();
  if (!parsed.success) for (const issue of parsed.error.issues) issues.add(issue.path.join('.'));
  tiers.forEach((t, i) => {
    if (parseAmount(t.minTurnover) === undefined) issues.add(`tiers.${i}.minTurnover`);
    if ('amount' in t && !((parseAmount(t.amount) ?? 0n) > 0n)) issues.add(`tiers.${i}.amount`);
  });
  return { body: parsed.success && issues.size === 0 ? parsed.data : null, issues };
}
