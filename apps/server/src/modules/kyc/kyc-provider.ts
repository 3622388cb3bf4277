import type { KycDecision, KycDocumentKind } from '@ficha/contract';

/**
 * A document provider (issue 19 part 4): it takes a member's submission and, later, says what it
 * decided. The built-in one is the operator's own manual review: a RISK reviewer looks at the
 * files in the console and decides there. An identity-verification service (document check,
 * facial recognition against the document's photo, liveness of the selfie) plugs in here as
 * another implementation; the manual review performs NO facial recognition or liveness check,
 * and the site does not claim one.
 */

export interface KycSubmission {
  memberId: number;
  merchantId: number;
  fullName: string;
  birthDate: string;
  cpf: string;
  /** The files, read on demand from the store. */
  documents: Array<{ kind: KycDocumentKind; contentType: string; read: () => Promise<Buffer> }>;
}

/** A provider's decision on a case, however it arrives (its webhook, a status poll, the console). */
export interface KycProviderResult {
  ref: string;
  decision: KycDecision;
  /** Shown to the member for REJECT and REQUEST_MORE. */
  reason: string;
}

export interface KycProvider {
  /** The name kyc_cases.provider records. */
  readonly name: string;
  /** Whether it compares the selfie's face with the document and checks a live person took it. */
  readonly checksLiveness: boolean;
  /** Hands the case over; answers the provider's reference for it. */
  submit(submission: KycSubmission): Promise<{ ref: string }>;
  /** What the provider decided so far on a case; undefined while it has not decided. */
  status(ref: string): Promise<KycProviderResult | undefined>;
  /**
   * Reads a provider's pushed result (its webhook), checking its signature; throws on anything
   * forged or malformed. A provider without webhooks throws at once.
   */
  readResult(headers: Record<string, unknown>, rawBody: string): Promise<KycProviderResult>;
}

/**
 * The manual review: the submission waits in the console's review queue; the reviewer's decision
 * is the result (kyc-review/kyc-review.service.ts applies it like any provider's). It has no webhook and
 * nothing to poll: its decisions are already in the database.
 */
export const manualReview: KycProvider = {
  name: 'manual',
  checksLiveness: false,
  async submit(submission) {
    return { ref: `manual:${submission.memberId}:${Date.now()}` };
  },
  async status() {
    return undefined;
  },
  async readResult() {
    throw new Error('the manual review has no webhook: its decisions are made in the console');
  },
};
