import { isIP } from 'node:net';
import {
  type Banner,
  type Consolidated,
  type Country,
  type CustomerServiceEntry,
  type DomainRoute,
  FEATURE_FLAGS,
  type HelpItem,
  LANGUAGE_CODES,
  type LanguageCode,
  type Notice,
  type SystemStatus,
  type Whitelabel,
} from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB, FooterImage, MerchantTexts } from '../../db/schema.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import type { SiteSettings } from './site-settings.ts';
import * as repo from './system.repository.ts';

/** Spec section 9: gateways WEB 1, MOBILE 3. */
const GATEWAYS = { WEB: 1, MOBILE: 3 } as const;

function textsFor(merchant: Merchant, language: LanguageCode): MerchantTexts {
  return merchant.texts[language] ?? merchant.texts[merchant.default_language] ?? {};
}

function supportedLanguages(merchant: Merchant): LanguageCode[] {
  return LANGUAGE_CODES.filter((code) => merchant.languages.includes(code));
}

/**
 * Spec section 4 'System status': 1 when maintenance is on (also with a region restriction),
 * 2 when only the region is restricted, 0 otherwise.
 */
export async function getStatus(
  settings: SiteSettings,
  merchant: Merchant,
  clientIp: string,
  language: LanguageCode,
): Promise<SystemStatus> {
  const ip = clientIp.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const country = isIP(ip) ? await settings.countryOfIp(ip) : null;
  const regionRestriction = country !== null && merchant.blocked_countries.includes(country);
  const maintenance = merchant.maintenance;
  const status = maintenance ? 1 : regionRestriction ? 2 : 0;
  return {
    status,
    info: maintenance ? (textsFor(merchant, language).maintenance ?? '') : '',
    maintenance,
    regionRestriction,
    location: { ip, country },
  };
}

/** A footer image's label and art in the player's language (hardening 18). */
function footerImageIn(image: FooterImage, language: LanguageCode): { name: string; url: string } {
  return { name: image.names?.[language] ?? image.name, url: image.urls?.[language] ?? image.url };
}

export function getWhitelabel(merchant: Merchant, language: LanguageCode): Whitelabel {
  const texts = textsFor(merchant, language);
  const languages = supportedLanguages(merchant);
  return {
    merchantCode: merchant.code,
    name: merchant.name,
    logoUrl: merchant.logo_url,
    brand: merchant.brand,
    defaultLanguage: languages.find((l) => l === merchant.default_language) ?? languages[0] ?? 'PT',
    languages,
    currency: merchant.currency,
    currencySymbol: merchant.currency_symbol,
    country: merchant.country,
    flags: Object.fromEntries(
      FEATURE_FLAGS.map((flag) => [flag, merchant.flags.includes(flag)]),
    ) as Whitelabel['flags'],
    templates: merchant.templates,
    imageCdns: merchant.image_cdns,
    defaultImageHost: merchant.default_image_host,
    gateways: GATEWAYS,
    socialLinks: merchant.social_links as Whitelabel['socialLinks'],
    downloadLinks: merchant.download_links as Whitelabel['downloadLinks'],
    appBonus: texts.appBonus ?? '',
    footer: {
      declaration: texts.declaration ?? '',
      copyright: texts.copyright ?? '',
      paymentImages: merchant.footer_images.payment.map((image) => footerImageIn(image, language)),
      licenceImages: merchant.footer_images.licence.map((image) => footerImageIn(image, language)),
    },
  };
}

export async function listBanners(
  settings: SiteSettings,
  merchant: Merchant,
  language: LanguageCode,
  group?: Banner['groupName'],
): Promise<Banner[]> {
  const live = merchant.flags.includes('LIVE_MODEL');
  const now = Date.now();
  return (await settings.banners(merchant.id, language))
    .filter(({ startsAt, endsAt }) => showingAt(now, startsAt, endsAt))
    .map(({ banner }) => banner)
    .filter((banner) => (live || banner.groupName !== 'm_live') && (!group || banner.groupName === group));
}

export function listCustomerService(
  settings: SiteSettings,
  merchant: Merchant,
): Promise<CustomerServiceEntry[]> {
  return settings.customerService(merchant.id);
}

export async function listHelpItems(
  db: Kysely<DB>,
  merchant: Merchant,
  device: 'MOBILE' | 'WEB',
  language: LanguageCode,
): Promise<HelpItem[]> {
  const rows = await repo.listHelpItems(db, merchant.id, device, language);
  return rows.map((row) => ({ id: row.id, title: row.title, content: sanitizeRichText(row.content) }));
}

/** Whether a window is open at `now` (a start or end left empty is open on that side). */
const showingAt = (now: number, startsAt: number | null, endsAt: number | null) =>
  (startsAt === null || startsAt <= now) && (endsAt === null || endsAt > now);

/** The notices whose window is open now (a start or end left empty is open on that side). */
export async function listNotices(
  settings: SiteSettings,
  merchant: Merchant,
  language: LanguageCode,
): Promise<Notice[]> {
  const now = Date.now();
  return (await settings.notices(merchant.id, language))
    .filter(({ startsAt, endsAt }) => showingAt(now, startsAt, endsAt))
    .map(({ notice }) => notice);
}

/** Dialing codes offered by the merchant, its first country first (the picker's default). */
export async function listCountries(
  db: Kysely<DB>,
  merchant: Merchant,
  language: LanguageCode,
): Promise<Country[]> {
  const rows = await repo.listCountries(db, merchant.dialing_countries);
  const order = new Map(merchant.dialing_countries.map((code, i) => [code, i]));
  return rows
    .sort((a, b) => (order.get(a.code) ?? 0) - (order.get(b.code) ?? 0))
    .map((row) => ({
      countryCode: row.code,
      name: row.names[language] ?? row.names.EN ?? row.code,
      dialingCode: row.dialing_code,
    }));
}

export async function getConsolidated(
  settings: SiteSettings,
  merchant: Merchant,
  language: LanguageCode,
): Promise<Consolidated> {
  const [banners, customerService, notices] = await Promise.all([
    listBanners(settings, merchant, language),
    listCustomerService(settings, merchant),
    listNotices(settings, merchant, language),
  ]);
  return { whitelabel: getWhitelabel(merchant, language), banners, customerService, notices };
}

/** The merchant that serves a host name, and its gateway numbers (spec section 7 'domain route'). */
export function domainRoute(merchant: Merchant, host: string): DomainRoute {
  return { merchantCode: merchant.code, host, gateways: { WEB: 1, MOBILE: 3 } };
}
