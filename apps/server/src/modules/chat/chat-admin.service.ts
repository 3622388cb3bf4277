import type { CannedReply, ChatSettings, LiveModel } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { scopedMerchant } from '../backoffice/backoffice-access.ts';
import { audit } from '../staff/staff.service.ts';
import { worksFor } from '../staff/staff-guards.ts';
import * as repo from './chat.repository.ts';
import { liveModelView } from './member-chat.service.ts';
import type { StaffCall } from './staff-chat.service.ts';

/**
 * What staff set up around the chat: canned replies (chat.handle), whether visitors may chat and
 * the live models of CBS_modelList (chat.manage). Scoped to the staff member's merchants, audited.
 */

const cannedView = (row: { id: string; title: string; body: string }): CannedReply => ({
  id: String(row.id),
  title: row.title,
  body: row.body,
});

export async function listCannedReplies(
  db: Kysely<DB>,
  call: Pick<StaffCall, 'staff'>,
  merchantId: number | undefined,
): Promise<{ list: CannedReply[] }> {
  const merchant = await scopedMerchant(db, call.staff, merchantId);
  return { list: (await repo.cannedReplies(db, merchant.id)).map(cannedView) };
}

export async function addCannedReply(
  db: Kysely<DB>,
  call: StaffCall,
  input: { merchantId?: number | undefined; title: string; body: string },
): Promise<CannedReply> {
  const merchant = await scopedMerchant(db, call.staff, input.merchantId);
  const row = await repo.insertCannedReply(db, {
    merchantId: merchant.id,
    title: input.title,
    body: input.body,
    staffId: call.staff.id,
  });
  await audit(
    db,
    call.staff,
    'chat.canned_reply.add',
    `chat_canned_reply:${row.id}`,
    { after: input },
    call.ip,
    merchant.id,
  );
  return cannedView(row);
}

export async function removeCannedReply(db: Kysely<DB>, call: StaffCall, id: string): Promise<void> {
  const row = await repo.findCannedReply(db, id);
  if (!row || !worksFor(call.staff, row.merchant_id)) throw new AppError('NOT_FOUND');
  await repo.deleteCannedReply(db, id);
  await audit(
    db,
    call.staff,
    'chat.canned_reply.remove',
    `chat_canned_reply:${id}`,
    { before: { title: row.title, body: row.body } },
    call.ip,
    row.merchant_id,
  );
}

export async function chatSettings(
  db: Kysely<DB>,
  call: Pick<StaffCall, 'staff'>,
  merchantId: number | undefined,
): Promise<ChatSettings> {
  const merchant = await scopedMerchant(db, call.staff, merchantId);
  return { merchantId: merchant.id, visitorsAllowed: await repo.visitorsAllowed(db, merchant.id) };
}

export async function saveChatSettings(
  db: Kysely<DB>,
  call: StaffCall,
  input: { merchantId?: number | undefined; visitorsAllowed: boolean },
): Promise<ChatSettings> {
  const merchant = await scopedMerchant(db, call.staff, input.merchantId);
  const before = await repo.visitorsAllowed(db, merchant.id);
  await repo.saveSettings(db, merchant.id, input.visitorsAllowed);
  await audit(
    db,
    call.staff,
    'chat.settings',
    `merchant:${merchant.id}`,
    { before: { visitorsAllowed: before }, after: { visitorsAllowed: input.visitorsAllowed } },
    call.ip,
    merchant.id,
  );
  return { merchantId: merchant.id, visitorsAllowed: input.visitorsAllowed };
}

type ModelInput = {
  merchantId?: number | undefined;
  name: string;
  avatarUrl: string;
  active: boolean;
  streaming: boolean;
  sort: number;
};

export async function listLiveModels(
  db: Kysely<DB>,
  call: Pick<StaffCall, 'staff'>,
  merchantId: number | undefined,
): Promise<{ list: LiveModel[] }> {
  const merchant = await scopedMerchant(db, call.staff, merchantId);
  return { list: (await repo.liveModels(db, merchant.id, {})).map(liveModelView) };
}

export async function addLiveModel(db: Kysely<DB>, call: StaffCall, input: ModelInput): Promise<LiveModel> {
  const merchant = await scopedMerchant(db, call.staff, input.merchantId);
  const row = await repo.insertLiveModel(db, merchant.id, input);
  await audit(
    db,
    call.staff,
    'chat.live_model.add',
    `chat_live_model:${row.id}`,
    { after: input },
    call.ip,
    merchant.id,
  );
  return liveModelView(row);
}

async function visibleModel(db: Kysely<DB>, call: StaffCall, id: string) {
  const row = await repo.findLiveModel(db, id);
  if (!row || !worksFor(call.staff, row.merchant_id)) throw new AppError('NOT_FOUND');
  return row;
}

export async function changeLiveModel(
  db: Kysely<DB>,
  call: StaffCall,
  id: string,
  input: ModelInput,
): Promise<LiveModel> {
  const before = await visibleModel(db, call, id);
  const row = await repo.updateLiveModel(db, id, input);
  await audit(
    db,
    call.staff,
    'chat.live_model.change',
    `chat_live_model:${id}`,
    { before: liveModelView(before), after: liveModelView(row) },
    call.ip,
    before.merchant_id,
  );
  return liveModelView(row);
}

export async function removeLiveModel(db: Kysely<DB>, call: StaffCall, id: string): Promise<void> {
  const before = await visibleModel(db, call, id);
  await repo.deleteLiveModel(db, id);
  await audit(
    db,
    call.staff,
    'chat.live_model.remove',
    `chat_live_model:${id}`,
    { before: liveModelView(before) },
    call.ip,
    before.merchant_id,
  );
}
