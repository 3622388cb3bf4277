import type { Database } from '../src/db/database.ts';
import type { RouteCase as RouteCaseOf } from './ops-idor-route-case.ts';

// Identity verification's cases of the IDOR matrix (ops-idor.api.test.ts, issue 19 part 4):
// merchant A's staff, in every role, ask for B's review queue, B's player's case, its files and
// every decision on it. Each is 403 (not a reviewer) or 404 (not their merchant), and B's case and
// files stay as they were.

interface World {
  merchantId: number;
  memberId: string;
}

type RouteCase = RouteCaseOf<World>;

export function kycCases(): Record<string, RouteCase> {
  const member = (b: World) => ({ params: { memberId: b.memberId } });
  const decision = (b: World) => ({ ...member(b), body: { reason: 'idor matrix' } });
  return {
    'GET /ops/api/v1/kyc/cases': (b) => ({ query: { merchantId: String(b.merchantId), status: 'APPROVED' } }),
    'GET /ops/api/v1/kyc/cases/{memberId}': member,
    'GET /ops/api/v1/kyc/cases/{memberId}/documents/{kind}': (b) => ({
      params: { memberId: b.memberId, kind: 'DOCUMENT_FRONT' },
    }),
    'POST /ops/api/v1/kyc/cases/{memberId}/approve': decision,
    'POST /ops/api/v1/kyc/cases/{memberId}/reject': decision,
    'POST /ops/api/v1/kyc/cases/{memberId}/request-more': decision,
  };
}

/** A case of B's member under review, with a file of each kind: what the matrix must not change or show. */
export async function kycCaseOf(db: Database['db'], merchantId: number, memberId: string): Promise<void> {
  await db
    .updateTable('kyc_cases')
    .set({ status: 'PENDING' })
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .execute();
  for (const kind of ['DOCUMENT_FRONT', 'DOCUMENT_BACK', 'SELFIE'] as const)
    await db
      .insertInto('kyc_documents')
      .values({
        member_id: memberId,
        kind,
        content_type: 'image/png',
        size: 100,
        sha256: '0'.repeat(64),
        file_name: 'f'.repeat(32),
      })
      .onConflict((oc) => oc.columns(['member_id', 'kind']).doNothing())
      .execute();
}

export async function kycStateOf(db: Database['db'], memberId: string) {
  return [
    await db.selectFrom('kyc_cases').selectAll().where('member_id', '=', memberId).execute(),
    await db.selectFrom('kyc_documents').selectAll().where('member_id', '=', memberId).execute(),
  ];
}
