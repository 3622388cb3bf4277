import type {
  OpsAnnouncement,
  OpsAnnouncementFields,
  OpsAnnouncementList,
  OpsBroadcast,
  OpsInboxSendFields,
  PopupFlags,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { PageRequest } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageAnswer } from '../../lib/page-answer.ts';
import { sanitizeAnnouncement } from '../../lib/sanitize.ts';
import * as inbox from '../inbox/inbox.repository.ts';
import { rgNow } from '../responsible-gaming/rg-clock.ts';
import type { StaffActor } from '../staff/staff.service.ts';
import { audit } from '../staff/staff.service.ts';
import { worksFor } from '../staff/staff-guards.ts';
import * as repo from './announcements.repository.ts';

/**
 * The back office's side of messages (issue 16 part 6): announcements and the popup flags, inbox
 * messages to a member or a segment. Every change is audited; staff act on their merchants only
 * (another merchant's announcement answers NOT_FOUND).
 */

export interface StaffRequest {
  staff: StaffActor;
  ip: string;
}

function requireMerchant(staff: StaffActor, merchantId: number) {
  if (!worksFor(staff, merchantId)) throw new AppError('NOT_FOUND');
}

type Row = Awaited<ReturnType<typeof repo.listForOps>>[number];
const iso = (at: Date | null) => (at === null ? null : new Date(at).toISOString());

const opsView = (row: Omit<Row, 'reads'> & { reads?: string | number | null }): OpsAnnouncement => ({
  id: row.id,
  merchantId: row.merchant_id,
  language: row.language as OpsAnnouncement['language'],
  promotionType: row.promotion_type,
  execution: row.execution,
  groupName: row.group_name,
  title: row.title,
  content: row.content,
  sort: row.sort,
  active: row.active,
  startsAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  reads: Number(row.reads ?? 0),
  updatedAt: new Date(row.updated_at).toISOString(),
});

export async function listAnnouncementsForOps(
  db: Kysely<DB>,
  staff: StaffActor,
  merchantId: number,
): Promise<OpsAnnouncementList> {
  requireMerchant(staff, merchantId);
  const [rows, popupFlags] = await Promise.all([
    repo.listForOps(db, merchantId),
    repo.popupFlags(db, merchantId),
  ]);
  return { list: rows.map(opsView), popupFlags };
}

type Body = OpsAnnouncementFields;

/** The row to store: the content sanitized on the way in (and again on the way out). */
const rowOf = (body: Body): repo.AnnouncementRow => ({
  merchant_id: body.merchantId,
  language: body.language,
  promotion_type: body.promotionType,
  execution: body.execution,
  group_name: body.groupName,
  title: body.title,
  content: sanitizeAnnouncement(body.content),
  sort: body.sort,
  active: body.active,
  starts_at: body.startsAt ? new Date(body.startsAt) : null,
  ends_at: body.endsAt ? new Date(body.endsAt) : null,
});

export async function createAnnouncement(db: Kysely<DB>, { staff, ip }: StaffRequest, body: Body) {
  requireMerchant(staff, body.merchantId);
  return inTransaction(db, async (trx) => {
    const saved = await repo.insertAnnouncement(trx, rowOf(body));
    await audit(
      trx,
      staff,
      'announcement.create',
      `announcement:${saved.id}`,
      { after: saved },
      ip,
      saved.merchant_id,
    );
    return opsView(saved);
  });
}

export async function updateAnnouncement(
  db: Kysely<DB>,
  { staff, ip }: StaffRequest,
  id: number,
  body: Body,
) {
  requireMerchant(staff, body.merchantId);
  return inTransaction(db, async (trx) => {
    const before = await repo.findAnnouncement(trx, body.merchantId, id);
    if (!before) throw new AppError('NOT_FOUND');
    const saved = await repo.updateAnnouncement(trx, id, rowOf(body));
    if (!saved) throw new AppError('NOT_FOUND');
    await audit(
      trx,
      staff,
      'announcement.update',
      `announcement:${id}`,
      { before, after: saved },
      ip,
      saved.merchant_id,
    );
    return opsView(saved);
  });
}

export async function deleteAnnouncement(
  db: Kysely<DB>,
  { staff, ip }: StaffRequest,
  id: number,
  merchantId: number,
) {
  requireMerchant(staff, merchantId);
  await inTransaction(db, async (trx) => {
    const gone = await repo.deleteAnnouncement(trx, merchantId, id);
    if (!gone) throw new AppError('NOT_FOUND');
    await audit(trx, staff, 'announcement.delete', `announcement:${id}`, { before: gone }, ip, merchantId);
  });
}

export async function savePopupFlags(
  db: Kysely<DB>,
  { staff, ip }: StaffRequest,
  merchantId: number,
  flags: PopupFlags,
): Promise<PopupFlags> {
  requireMerchant(staff, merchantId);
  return inTransaction(db, async (trx) => {
    const before = await repo.popupFlags(trx, merchantId);
    await repo.savePopupFlags(trx, merchantId, flags);
    await audit(
      trx,
      staff,
      'announcement.popupFlags',
      `merchant:${merchantId}`,
      { before, after: flags },
      ip,
      merchantId,
    );
    return flags;
  });
}

/**
 * Sends an operator message to one member (by username), every member of the merchant, one VIP
 * label, the agents, or (platform staff only) every member of every merchant. Trial accounts
 * receive nothing. A member named who does not exist at the merchant is NOT_FOUND.
 */
export async function sendInboxMessage(
  db: Kysely<DB>,
  { staff, ip }: StaffRequest,
  body: OpsInboxSendFields,
): Promise<OpsBroadcast> {
  requireMerchant(staff, body.merchantId);
  if (body.audience === 'EVERYONE' && staff.merchantIds !== null) throw new AppError('FORBIDDEN');
  const merchantId = body.audience === 'EVERYONE' ? null : body.merchantId;
  const audienceValue = body.audience === 'MEMBER' || body.audience === 'VIP' ? body.audienceValue : null;
  return inTransaction(db, async (trx) => {
    const id = await inbox.insertBroadcast(trx, {
      merchantId,
      audience: body.audience,
      audienceValue,
      title: body.title,
      content: body.content,
      staffId: staff.id,
    });
    const recipients = await inbox.fanOutBroadcast(
      trx,
      id,
      {
        merchantId,
        audience: body.audience,
        audienceValue: body.audienceValue,
        // A message to one named member is the operator writing to that person; any wider send
        // is marketing, which stops for excluded players (issue 19).
        marketingAt: body.audience === 'MEMBER' ? null : rgNow(),
      },
      { title: body.title, content: body.content },
    );
    if (body.audience === 'MEMBER' && recipients === 0) throw new AppError('NOT_FOUND');
    await inbox.setBroadcastRecipients(trx, id, recipients);
    await audit(
      trx,
      staff,
      'inbox.send',
      `broadcast:${id}`,
      { after: { audience: body.audience, audienceValue, title: body.title, recipients } },
      ip,
      merchantId,
    );
    return {
      id,
      merchantId,
      audience: body.audience,
      audienceValue,
      title: body.title,
      content: body.content,
      recipients,
      staff: staff.username,
      createdAt: new Date().toISOString(),
    };
  });
}

export async function listBroadcasts(
  db: Kysely<DB>,
  staff: StaffActor,
  merchantId: number | undefined,
  page: PageRequest,
) {
  if (merchantId !== undefined) requireMerchant(staff, merchantId);
  const scope = merchantId !== undefined ? [merchantId] : staff.merchantIds;
  const found = await inbox.broadcastPage(db, scope, page);
  return pageAnswer(
    found,
    page,
    (row): OpsBroadcast => ({
      id: String(row.id),
      merchantId: row.merchant_id,
      audience: row.audience,
      audienceValue: row.audience_value,
      title: row.title,
      content: row.content,
      recipients: row.recipients,
      staff: row.username,
      createdAt: new Date(row.created_at).toISOString(),
    }),
  );
}
