import {
  isSandboxGateway,
  type MerchantDetail,
  type MerchantFile,
  type MerchantImage,
  type MerchantSettings,
  type MerchantSummary,
  type merchantUpdateBodySchema,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import * as editing from '../merchants/merchant-editing.queries.ts';
import { rowToSettings, settingsToRow } from '../merchants/merchant-settings.ts';
import { addMerchant, readMerchantFile } from '../merchants/merchant-setup.ts';
import {
  findMerchantById,
  hostsTakenByOthers,
  type Merchant,
  merchantHostCount,
} from '../merchants/merchants.repository.ts';
import { audit, type StaffActor } from '../staff/staff.service.ts';
import { worksFor } from '../staff/staff-guards.ts';
import { imageName, MERCHANT_IMAGE_PATH, readUpload } from './merchant-images.ts';

/**
 * The console's merchants (issue 15 part 8). Staff see and edit only their merchants (another one
 * is NOT_FOUND, as if absent); platform staff see all and alone create merchants, through the same
 * path as `npm run merchant:add`. An edit applies only to the version it was read at, writes every
 * setting at once and leaves an audit row with what changed, before and after. The trigger of
 * migration 0020 tells every process, so the player site shows the change on its next request.
 */

export interface StaffContext {
  staff: StaffActor;
  ip: string;
  production: boolean;
}

const isoTime = (at: Date) => new Date(at).toISOString();

function summary(m: Merchant, hosts: string[]): MerchantSummary {
  return {
    id: m.id,
    code: m.code,
    name: m.name,
    logoUrl: m.logo_url,
    brand: m.brand,
    hosts,
    languages: m.languages,
    currency: m.currency,
    demo: m.demo,
    maintenance: m.maintenance,
    pixGateway: m.pix_gateway,
    version: m.version,
    updatedAt: isoTime(m.updated_at),
  };
}

export async function listMerchants(db: Kysely<DB>, staff: StaffActor) {
  const rows = await editing.listMerchantsAmong(db, staff.merchantIds);
  return { list: rows.map((r) => summary(r.merchant, r.hosts)) };
}

/** The merchant if the staff member works for it; NOT_FOUND otherwise. */
async function merchantInScope(db: Kysely<DB>, staff: StaffActor, id: number): Promise<Merchant> {
  const merchant = worksFor(staff, id) ? await findMerchantById(db, id) : undefined;
  if (!merchant) throw new AppError('NOT_FOUND');
  return merchant;
}

async function detail(db: Kysely<DB>, staff: StaffActor, merchant: Merchant): Promise<MerchantDetail> {
  const [hosts, rules] = await Promise.all([
    editing.hostsOf(db, merchant.id),
    editing.ruleOverridesOf(db, merchant.id),
  ]);
  return {
    id: merchant.id,
    code: merchant.code,
    version: merchant.version,
    updatedAt: isoTime(merchant.updated_at),
    canSetDemo: staff.merchantIds === null,
    settings: rowToSettings(merchant, hosts, rules),
  };
}

export async function getMerchant(db: Kysely<DB>, staff: StaffActor, id: number): Promise<MerchantDetail> {
  return detail(db, staff, await merchantInScope(db, staff, id));
}

/** The settings that differ, as { before, after } of those keys only (the audit row's). */
function changes(before: MerchantSettings, after: MerchantSettings) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof MerchantSettings)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now };
}

/** The database's own refusal of the sandbox on a site that is not a demo (migration 0009). */
const isSandboxRefusal = (error: unknown) =>
  (error as { constraint?: string; message?: string } | null)?.constraint === 'merchants_sandbox_demo_only' ||
  /merchants_sandbox_demo_only/.test((error as Error | null)?.message ?? '');

async function refusingSandbox<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isSandboxRefusal(error)) throw new AppError('SANDBOX_DEMO_ONLY');
    throw error;
  }
}

/** A new merchant, by platform staff only: the merchant:add path (merchant-setup.ts). */
export async function createMerchant(
  db: Kysely<DB>,
  ctx: StaffContext,
  file: MerchantFile,
): Promise<MerchantDetail> {
  if (ctx.staff.merchantIds !== null) throw new AppError('FORBIDDEN');
  const read = readMerchantFile(file, { production: ctx.production });
  // The schema has passed (the route checked it): what is left is production refusing the sandbox.
  if (!read.ok) throw new AppError('FIELD_INVALID', { field: 'pixGateway', problems: read.problems });
  const id = await refusingSandbox(() =>
    addMerchant(db, read.merchant, async (trx, merchantId) => {
      const { banners, customerService, notices, code, ...settings } = file;
      await audit(
        trx,
        ctx.staff,
        'merchant.create',
        `merchant:${merchantId}`,
        { after: { code, ...settings } },
        ctx.ip,
        merchantId,
      );
    }),
  );
  return getMerchant(db, ctx.staff, id);
}

/** New settings, if nobody changed the merchant since the editor read `version`. */
export async function updateMerchant(
  db: Kysely<DB>,
  ctx: StaffContext,
  id: number,
  body: z.output<typeof merchantUpdateBodySchema>,
): Promise<MerchantDetail> {
  const { staff } = ctx;
  const current = await getMerchant(db, staff, id);
  const next = body.settings;
  // Only platform staff mark a site as demo, the one kind of site the sandbox gateway serves.
  if (next.demo !== current.settings.demo && staff.merchantIds !== null) throw new AppError('FORBIDDEN');
  if (ctx.production && isSandboxGateway(next.pixGateway))
    throw new AppError('FIELD_INVALID', { field: 'pixGateway' });
  if (body.version !== current.version) throw new AppError('EDIT_CONFLICT');
  await refusingSandbox(() =>
    inTransaction(db, async (trx) => {
      const taken = await hostsTakenByOthers(trx, next.hosts, id);
      if (taken.length > 0) throw new AppError('HOST_TAKEN', { hosts: taken }, { host: taken[0]! });
      const written = await editing.updateMerchantAtVersion(trx, id, body.version, settingsToRow(next));
      if (written === undefined) throw new AppError('EDIT_CONFLICT');
      await editing.replaceHosts(trx, id, next.hosts);
      // A host claimed by another merchant between the check and the insert is passed over: refuse.
      if ((await merchantHostCount(trx, id)) !== next.hosts.length)
        throw new AppError('HOST_TAKEN', { hosts: next.hosts }, { host: next.hosts[0]! });
      await editing.replaceRuleOverrides(trx, id, next.registrationRules);
      await audit(
        trx,
        staff,
        'merchant.update',
        `merchant:${id}`,
        { reason: body.reason, version: written, ...changes(current.settings, next) },
        ctx.ip,
        id,
      );
    }),
  );
  return getMerchant(db, staff, id);
}

/** Stores an uploaded image of the merchant (checked by its bytes) and answers its address. */
export async function uploadMerchantImage(
  db: Kysely<DB>,
  ctx: StaffContext,
  id: number,
  contentBase64: string,
): Promise<MerchantImage> {
  await merchantInScope(db, ctx.staff, id);
  const upload = readUpload(contentBase64);
  if (!upload) throw new AppError('IMAGE_INVALID');
  const { sha256, name } = imageName(upload.bytes, upload.type);
  await inTransaction(db, async (trx) => {
    await editing.insertImage(trx, {
      sha256,
      merchantId: id,
      contentType: upload.type,
      bytes: upload.bytes,
    });
    await audit(
      trx,
      ctx.staff,
      'merchant.image.upload',
      `merchant:${id}`,
      { after: { image: name, contentType: upload.type, bytes: upload.bytes.length } },
      ctx.ip,
      id,
    );
  });
  return { url: `${MERCHANT_IMAGE_PATH}${name}`, contentType: upload.type, bytes: upload.bytes.length };
}

/** An uploaded image by its address's name, for the public route. */
export async function merchantImage(db: Kysely<DB>, name: string) {
  return editing.findImage(db, name.slice(0, 64));
}
