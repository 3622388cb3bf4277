import type { DepositReport } from '@ficha/contract';
import { formatMinor } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { PageRequest } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';
import { pageAnswer } from '../../lib/page-answer.ts';
import type { AuthenticatedMember } from '../members/members.repository.ts';
import { memberDepositPage } from './deposits.repository.ts';

/** The member's own deposit orders, newest first, a page at a time. */
export async function depositReport(
  db: Kysely<DB>,
  actor: AuthenticatedMember,
  page: PageRequest,
): Promise<DepositReport> {
  const orders = await memberDepositPage(db, actor.id, page);
  return pageAnswer(orders, page, (r) => ({
    orderId: r.id,
    method: r.code,
    methodName: r.name,
    amount: formatMinor(r.amount),
    status: r.status,
    reference: r.reference,
    reason: r.reason,
    createdAt: new Date(r.created_at).toISOString(),
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    expiresAt: r.expires_at ? new Date(r.expires_at).toISOString() : null,
    reopenable: r.reopenable,
  }));
}
