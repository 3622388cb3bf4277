import type { LanguageCode, MerchantSettings, RegistrationRule } from '@ficha/contract';
import type { Insertable } from 'kysely';
import type { MerchantsTable } from '../../db/schema.ts';
import type { Merchant } from './merchants.repository.ts';

/**
 * A merchant's settings (the contract's camelCase shape, what the console edits and a merchant:add
 * file carries) to and from its row, host names and registration rule overrides.
 */

/** The merchant row's columns the settings write (the code is written once, at creation). */
export function settingsToRow(s: MerchantSettings): Omit<Insertable<MerchantsTable>, 'code'> {
  return {
    name: s.name,
    logo_url: s.logoUrl,
    brand: JSON.stringify(s.brand),
    default_language: s.defaultLanguage,
    languages: s.languages,
    currency: s.currency,
    currency_symbol: s.currencySymbol,
    country: s.country,
    flags: s.flags,
    templates: JSON.stringify(s.templates),
    image_cdns: s.imageCdns,
    default_image_host: s.defaultImageHost,
    social_links: JSON.stringify(s.socialLinks),
    download_links: JSON.stringify(s.downloadLinks),
    texts: JSON.stringify(s.texts),
    footer_images: JSON.stringify(s.footerImages),
    blocked_countries: s.blockedCountries,
    dialing_countries: s.dialingCountries,
    maintenance: s.maintenance,
    age_threshold: s.ageThreshold,
    time_zone: s.timeZone,
    demo: s.demo,
    pix_gateway: s.pixGateway,
    kyc_rule: s.kycRule,
  };
}

export interface StoredRule {
  field: string;
  enabled: boolean;
  required: boolean;
  pattern: string;
  messages: Record<string, string>;
}

/** The settings of a stored merchant, its hosts (sorted) and its rule overrides. */
export function rowToSettings(m: Merchant, hosts: string[], rules: StoredRule[]): MerchantSettings {
  return {
    name: m.name,
    logoUrl: m.logo_url,
    brand: m.brand,
    defaultLanguage: m.default_language as LanguageCode,
    languages: m.languages as LanguageCode[],
    currency: m.currency,
    currencySymbol: m.currency_symbol,
    country: m.country,
    flags: m.flags as MerchantSettings['flags'],
    templates: m.templates,
    imageCdns: m.image_cdns,
    defaultImageHost: m.default_image_host,
    socialLinks: m.social_links as MerchantSettings['socialLinks'],
    downloadLinks: m.download_links as MerchantSettings['downloadLinks'],
    texts: m.texts as MerchantSettings['texts'],
    footerImages: m.footer_images as MerchantSettings['footerImages'],
    hosts,
    blockedCountries: m.blocked_countries,
    dialingCountries: m.dialing_countries,
    maintenance: m.maintenance,
    ageThreshold: m.age_threshold === 21 ? 21 : 18,
    timeZone: m.time_zone,
    demo: m.demo,
    pixGateway: m.pix_gateway,
    kycRule: m.kyc_rule,
    registrationRules: rules.map(
      (r): RegistrationRule => ({
        field: r.field as RegistrationRule['field'],
        enabled: r.enabled,
        required: r.required,
        pattern: r.pattern,
        messages: r.messages,
      }),
    ),
  };
}
