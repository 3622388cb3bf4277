import type { LanguageCode } from '@ficha/contract';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../lib/passwords.ts';
import { demoFeed } from '../../modules/games/demo-feed.ts';
import { importFeed } from '../../modules/games/game-feed.ts';
import { importLotteryCatalogue } from '../../modules/lottery/gateway/lottery-feed.ts';
import { base32Decode } from '../../modules/staff/totp.ts';
import { sealTotpSecret } from '../../modules/staff/totp-secret-box.ts';
import { studioFeed } from '../../modules/studio/studio-feed.ts';
import type { DB } from '../schema.ts';
import { DEMO_MERCHANTS, DEMO_STAFF, type DemoMerchant } from './demo-merchants.ts';
import { DEMO_PROMOTIONS } from './demo-promotions.ts';
import { seedDemoVip } from './demo-vip.ts';
import { HELP_ARTICLES } from './help-articles.ts';
import { COUNTRIES, DEMO_GEO_IP_RANGES } from './reference-data.ts';

/**
 * Loads the demo operators and reference data. Idempotent: a merchant that exists is left as the
 * operator has it; reference rows that exist are kept. In production the demo merchants get no
 * PIX gateway: the sandbox confirms payments no bank made.
 */
export async function seedDemo(
  db: Kysely<DB>,
  options: { production: boolean } = { production: false },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('countries')
      .values(
        COUNTRIES.map((c) => ({
          code: c.code,
          dialing_code: c.dialing,
          names: JSON.stringify({ PT: c.PT, EN: c.EN }),
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await trx
      .insertInto('geo_ip_ranges')
      .values(DEMO_GEO_IP_RANGES)
      .onConflict((oc) => oc.column('range').doNothing())
      .execute();
    for (const demo of DEMO_MERCHANTS) {
      await seedMerchant(
        trx,
        options.production ? { ...demo, merchant: { ...demo.merchant, pix_gateway: null } } : demo,
      );
    }
    const anyGame = await trx.selectFrom('games').select('node_id').limit(1).executeTakeFirst();
    if (!anyGame) await importFeed(trx, demoFeed());
    await importFeed(trx, studioFeed());
    await importLotteryCatalogue(trx);
    // The demo operator's back-office login (platform-wide), once.
    const staff = await trx
      .selectFrom('staff')
      .select('id')
      .where('username', '=', DEMO_STAFF.username)
      .executeTakeFirst();
    if (!staff) {
      await trx
        .insertInto('staff')
        .values({
          username: DEMO_STAFF.username,
          password_hash: await hashPassword(DEMO_STAFF.password),
          role: 'ADMIN',
          merchant_id: null,
          totp_secret: await sealTotpSecret(trx, base32Decode(DEMO_STAFF.totpSecret)),
          totp_enabled_at: new Date(),
        })
        .execute();
    }
  });
}

/** Adds one merchant with its hosts and content; answers false when the code exists already. */
export async function seedMerchant(db: Kysely<DB>, demo: DemoMerchant): Promise<boolean> {
  const created = await db
    .insertInto('merchants')
    .values(demo.merchant)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) return false;
  const merchantId = created.id;

  // Kysely refuses an INSERT without rows, hence the guards on optional lists.
  await db
    .insertInto('merchant_hosts')
    .values(demo.hosts.map((host) => ({ host, merchant_id: merchantId })))
    .onConflict((oc) => oc.column('host').doNothing())
    .execute();
  if (demo.banners.length > 0) {
    await db
      .insertInto('banners')
      .values(
        demo.banners.map((b, sort) => ({
          merchant_id: merchantId,
          group_name: b.group,
          image_url: /^(\/|https?:)/.test(b.image) ? b.image : `/static/demo/${b.image}`,
          title: b.title,
          link_url: b.link,
          language: b.language ?? null,
          sort,
        })),
      )
      .execute();
  }
  if (demo.customerService.length > 0) {
    await db
      .insertInto('customer_service_entries')
      .values(
        demo.customerService.map((cs, position) => ({
          merchant_id: merchantId,
          cs_type: cs.type,
          cs_position: position,
          title: cs.title,
          url: cs.url,
        })),
      )
      .execute();
  }

  const fill = (text: string) =>
    text.replaceAll('{{site}}', demo.merchant.name).replaceAll('{{currency}}', demo.merchant.currency);
  for (const language of demo.merchant.languages as LanguageCode[]) {
    for (const device of ['MOBILE', 'WEB'] as const) {
      await db
        .insertInto('help_items')
        .values(
          HELP_ARTICLES.map((article, sort) => ({
            merchant_id: merchantId,
            device,
            language,
            slug: article.slug,
            sort,
            title: fill(article.title[language]),
            content: fill(article.content[language]),
          })),
        )
        .execute();
    }
    const notices = demo.notices[language] ?? [];
    if (notices.length > 0) {
      await db
        .insertInto('notices')
        .values(
          notices.map((n, sort) => ({
            merchant_id: merchantId,
            language,
            title: n.title,
            content: n.content,
            sort,
          })),
        )
        .execute();
    }
  }
  if (demo.registrationRules?.length) {
    await db
      .insertInto('registration_field_rules')
      .values(
        demo.registrationRules.map((rule) => ({
          merchant_id: merchantId,
          field: rule.field,
          enabled: rule.enabled,
          required: rule.required,
          pattern: rule.pattern,
          messages: JSON.stringify(rule.messages),
        })),
      )
      .execute();
  }
  for (const [sort, m] of (demo.depositMethods ?? []).entries()) {
    await db
      .insertInto('deposit_methods')
      .values({
        merchant_id: merchantId,
        code: m.code,
        name: m.name,
        min_amount: String(m.min),
        max_amount: String(m.max),
        details: JSON.stringify(m.details ?? {}),
        sort,
      })
      .execute();
  }
  const promotions = DEMO_PROMOTIONS[demo.merchant.code] ?? [];
  if (promotions.length > 0)
    await db
      .insertInto('promotions')
      .values(promotions.map((p) => ({ ...p, merchant_id: merchantId })))
      .execute();
  await seedDemoVip(db, demo.merchant.code, merchantId);
  await seedMembers(db, merchantId, demo.members ?? []);
  return true;
}

/**
 * The demo accounts in order, each under its upline (earlier in the list): the tree's closure rows
 * come from the database's triggers (migration 0033); an invitation code becomes the member's
 * first affiliate code, and the downlines it brought are counted on it.
 */
async function seedMembers(
  db: Kysely<DB>,
  merchantId: number,
  members: NonNullable<DemoMerchant['members']>,
) {
  const seeded = new Map<string, { id: string; codeId: string | null }>();
  for (const m of members) {
    const upline = m.upline ? seeded.get(m.upline) : undefined;
    const row = await db
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username: m.username,
        password_hash: await hashPassword(m.password),
        type: m.type,
        nickname: m.nickname,
        invitation_code: m.invitationCode ?? null,
        referrer_id: upline?.id ?? null,
        affiliate_code_id: upline?.codeId ?? null,
        register_method: 'H5',
        age_confirmed_at: new Date(),
        id_number: m.cpf ?? null,
        email: m.email ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The demo's own players count as verified (issue 19 part 4), so the demo journeys withdraw
    // (and, on a merchant with kyc_rule BEFORE_ACTIVATION, deposit and bet) at once; a player who
    // registers goes through the verification.
    await db
      .insertInto('kyc_cases')
      .values({
        member_id: row.id,
        merchant_id: merchantId,
        status: 'APPROVED',
        full_name: m.nickname,
        birth_date: '1990-01-01',
        provider: 'demo-seed',
        reason: 'Demo account',
        submitted_at: new Date(),
        decided_at: new Date(),
        decided_by: 'seed',
      })
      .execute();
    if (upline?.codeId) {
      await db
        .updateTable('affiliate_codes')
        .set((eb) => ({ register_count: eb('register_count', '+', 1) }))
        .where('id', '=', upline.codeId)
        .execute();
    }
    let codeId: string | null = null;
    if (m.invitationCode) {
      const code = await db
        .insertInto('affiliate_codes')
        .values({ merchant_id: merchantId, member_id: row.id, code: m.invitationCode.toUpperCase() })
        .returning('id')
        .executeTakeFirstOrThrow();
      codeId = code.id;
    }
    seeded.set(m.username, { id: row.id, codeId });
  }
}
