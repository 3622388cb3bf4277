/** The back office's promotions (issue 18 part 4), apart from the engine: staff auditing and merchant access depend on payments, which grants through the engine. */
import {
  formatMinor,
  type OpsPromotion,
  type OpsPromotionList,
  type opsPromotionBodySchema,
  type PromotionGameWeight,
  parseAmount,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeAnnouncement } from '../../lib/sanitize.ts';
import { findMerchantById } from '../merchants/merchants.repository.ts';
import { runCashback } from '../promotions/claims.ts';
import { jurisdictionOf, mayRun } from '../promotions/jurisdictions.ts';
import {
  allPromotions,
  findPromotion,
  insertPromotion,
  type PromotionRow,
  promotionStats,
  updatePromotion,
} from '../promotions/promotions.repository.ts';
import type { StaffActor } from '../staff/staff.service.ts';
import { audit } from '../staff/staff.service.ts';
import { worksFor } from '../staff/staff-guards.ts';
import { promotionWeights, replacePromotionWeights } from './promotion-weights.repository.ts';

type Body = z.output<typeof opsPromotionBodySchema>;
type StaffRequest = { staff: StaffActor; ip: string };
type Stats = Awaited<ReturnType<typeof promotionStats>>[number];

async function merchantFor(db: Kysely<DB>, staff: StaffActor, merchantId: number) {
  const merchant = worksFor(staff, merchantId) ? await findMerchantById(db, merchantId) : undefined;
  if (!merchant) throw new AppError('NOT_FOUND');
  return merchant;
}

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

function view(
  row: PromotionRow,
  allowed: boolean,
  stats: Stats | undefined,
  gameWeights: PromotionGameWeight[],
): OpsPromotion {
  const grants = Number(stats?.grants ?? 0);
  return {
    id: row.id,
    merchantId: row.merchant_id,
    kind: row.kind,
    category: row.category,
    titles: row.titles,
    descriptions: row.descriptions,
    bannerUrl: row.banner_url,
    languages: row.languages,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    audience: row.audience,
    audienceVipLevels: row.audience_vip_levels,
    audienceAgentIds: row.audience_agent_ids.map(String),
    percent: row.percent,
    fixedAmount: row.fixed_amount === null ? null : formatMinor(row.fixed_amount),
    maxBonus: formatMinor(row.max_bonus),
    minDeposit: formatMinor(row.min_deposit),
    turnoverMultiplier: row.turnover_multiplier,
    maxBet: formatMinor(row.max_bet),
    maxConversion: row.max_conversion === null ? null : formatMinor(row.max_conversion),
    expiryDays: row.expiry_days,
    settings: row.settings,
    active: row.active,
    gameWeights,
    allowed,
    stats: {
      grants,
      open: Number(stats?.open ?? 0),
      granted: formatMinor(stats?.granted ?? '0'),
      converted: formatMinor(stats?.converted ?? '0'),
      forfeited: formatMinor(stats?.forfeited ?? '0'),
      conversionPercent: grants === 0 ? 0 : Math.round((Number(stats?.converted_count ?? 0) * 100) / grants),
    },
  };
}

export async function listForOps(
  db: Kysely<DB>,
  staff: StaffActor,
  merchantId: number,
): Promise<OpsPromotionList> {
  const merchant = await merchantFor(db, staff, merchantId);
  const profile = jurisdictionOf(merchant);
  const [rows, stats] = await Promise.all([allPromotions(db, merchantId), promotionStats(db, merchantId)]);
  const byPromotion = new Map(stats.map((s) => [s.promotion_id, s]));
  const weights = await promotionWeights(
    db,
    rows.map((r) => r.id),
  );
  return {
    jurisdiction: profile.code,
    allowedKinds: profile.allowedKinds === 'ALL' ? null : [...profile.allowedKinds],
    wageringAllowed: profile.wageringAllowed,
    list: rows.map((r) => view(r, mayRun(profile, r.kind), byPromotion.get(r.id), weights.get(r.id) ?? [])),
  };
}

const minor = (text: string, field: string) => {
  const value = parseAmount(text);
  if (value === undefined) throw new AppError('FIELD_INVALID', { field, message: '' });
  return value.toString();
};

/** The row to store: refused when the jurisdiction forbids the kind or its wagering. */
function rowOf(body: Body, merchant: { jurisdiction: string }) {
  const profile = jurisdictionOf(merchant);
  if (!mayRun(profile, body.kind) || (body.turnoverMultiplier > 0 && !profile.wageringAllowed))
    throw new AppError('PROMOTION_NOT_ALLOWED', { field: 'kind', jurisdiction: profile.code });
  if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt))
    throw new AppError('FIELD_INVALID', { field: 'endsAt', message: '' });
  const descriptions = Object.fromEntries(
    Object.entries(body.descriptions).map(([lang, html]) => [lang, sanitizeAnnouncement(html)]),
  );
  return {
    merchant_id: body.merchantId,
    kind: body.kind,
    category: body.category,
    titles: JSON.stringify(body.titles),
    descriptions: JSON.stringify(descriptions),
    banner_url: body.bannerUrl,
    languages: body.languages,
    starts_at: body.startsAt ? new Date(body.startsAt) : null,
    ends_at: body.endsAt ? new Date(body.endsAt) : null,
    audience: body.audience,
    audience_vip_levels: body.audienceVipLevels,
    audience_agent_ids: body.audienceAgentIds,
    percent: body.fixedAmount === null ? (body.percent ?? null) : null,
    fixed_amount: body.fixedAmount === null ? null : minor(body.fixedAmount, 'fixedAmount'),
    max_bonus: minor(body.maxBonus, 'maxBonus'),
    min_deposit: minor(body.minDeposit, 'minDeposit'),
    turnover_multiplier: body.turnoverMultiplier,
    max_bet: minor(body.maxBet, 'maxBet'),
    max_conversion: body.maxConversion === null ? null : minor(body.maxConversion, 'maxConversion'),
    expiry_days: body.expiryDays,
    settings: JSON.stringify(body.settings),
    active: body.active,
  };
}

export async function createPromotion(db: Kysely<DB>, { staff, ip }: StaffRequest, body: Body) {
  const merchant = await merchantFor(db, staff, body.merchantId);
  const row = rowOf(body, merchant);
  return inTransaction(db, async (trx) => {
    const saved = await insertPromotion(trx, row);
    const gameWeights = body.gameWeights ?? [];
    await replacePromotionWeights(trx, merchant.id, saved.id, gameWeights);
    await audit(
      trx,
      staff,
      'promotion.create',
      `promotion:${saved.id}`,
      { after: { ...saved, gameWeights } },
      ip,
      merchant.id,
    );
    return view(saved, true, undefined, gameWeights);
  });
}

export async function savePromotion(db: Kysely<DB>, { staff, ip }: StaffRequest, id: number, body: Body) {
  const merchant = await merchantFor(db, staff, body.merchantId);
  const row = rowOf(body, merchant);
  return inTransaction(db, async (trx) => {
    const before = await findPromotion(trx, merchant.id, id);
    if (!before) throw new AppError('NOT_FOUND');
    const saved = (await updatePromotion(trx, merchant.id, id, row))!;
    const weightsBefore = (await promotionWeights(trx, [id])).get(id) ?? [];
    if (body.gameWeights) await replacePromotionWeights(trx, merchant.id, id, body.gameWeights);
    const gameWeights = body.gameWeights ?? weightsBefore;
    await audit(
      trx,
      staff,
      'promotion.update',
      `promotion:${id}`,
      { before: { ...before, gameWeights: weightsBefore }, after: { ...saved, gameWeights } },
      ip,
      merchant.id,
    );
    return view(saved, true, undefined, gameWeights);
  });
}

/** Pauses (active false) or resumes a promotion: a paused one takes no claim and no deposit. */
export async function setActive(
  db: Kysely<DB>,
  { staff, ip }: StaffRequest,
  id: number,
  merchantId: number,
  active: boolean,
) {
  const merchant = await merchantFor(db, staff, merchantId);
  return inTransaction(db, async (trx) => {
    const saved = await updatePromotion(trx, merchant.id, id, { active });
    if (!saved) throw new AppError('NOT_FOUND');
    await audit(
      trx,
      staff,
      active ? 'promotion.resume' : 'promotion.pause',
      `promotion:${id}`,
      {},
      ip,
      merchant.id,
    );
    const weights = await promotionWeights(trx, [id]);
    return view(saved, mayRun(jurisdictionOf(merchant), saved.kind), undefined, weights.get(id) ?? []);
  });
}

export async function cashbackRun(
  db: Kysely<DB>,
  { staff, ip }: StaffRequest,
  id: number,
  merchantId: number,
) {
  const merchant = await merchantFor(db, staff, merchantId);
  const result = await runCashback(db, merchant, id);
  await audit(db, staff, 'promotion.cashback-run', `promotion:${id}`, { after: result }, ip, merchant.id);
  return result;
}
