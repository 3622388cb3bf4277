import { BANNER_GROUPS, CS_TYPES, FEATURE_FLAGS, LANGUAGE_CODES } from '@ficha/contract';
import { z } from 'zod';
import type { DemoMerchant } from '../db/seed/demo-merchants.ts';
import { builtInPixGateways } from '../modules/payments/payment-gateway.ts';

const texts = z.object({
  appBonus: z.string().optional(),
  declaration: z.string().optional(),
  copyright: z.string().optional(),
  maintenance: z.string().optional(),
});

// Label and art per language are optional: a seal whose art carries text needs one per language.
const footerImage = z.object({
  name: z.string(),
  url: z.string(),
  names: z.partialRecord(z.enum(LANGUAGE_CODES), z.string()).optional(),
  urls: z.partialRecord(z.enum(LANGUAGE_CODES), z.string()).optional(),
});

const merchantFile = z
  .object({
    code: z.string().regex(/^[A-Z0-9_]{2,32}$/),
    name: z.string().min(1),
    logoUrl: z.string().min(1),
    brand: z.object({ primary: z.string(), primaryContrast: z.string(), accent: z.string() }),
    defaultLanguage: z.enum(LANGUAGE_CODES),
    languages: z.array(z.enum(LANGUAGE_CODES)).min(1),
    currency: z.string().regex(/^[A-Z]{3}$/),
    currencySymbol: z.string().min(1),
    country: z.string().regex(/^[A-Z]{2}$/),
    flags: z.array(z.enum(FEATURE_FLAGS)).default([]),
    templates: z
      .object({ mem_cen: z.enum(['0', '1']), dep_func: z.enum(['0', '1']) })
      .default({ mem_cen: '0', dep_func: '0' }),
    socialLinks: z.array(z.object({ type: z.string(), url: z.string() })).default([]),
    downloadLinks: z.array(z.object({ resourceType: z.string(), url: z.string() })).default([]),
    texts: z.partialRecord(z.enum(LANGUAGE_CODES), texts).default({}),
    footerImages: z
      .object({ payment: z.array(footerImage), licence: z.array(footerImage) })
      .default({ payment: [], licence: [] }),
    hosts: z.array(z.string().toLowerCase()).min(1),
    blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
    dialingCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
    banners: z
      .array(
        z.object({
          group: z.enum(BANNER_GROUPS),
          image: z.string(),
          title: z.string(),
          link: z.string().nullable(),
          // A banner for one language only (its art carries text); none: every language.
          language: z.enum(LANGUAGE_CODES).optional(),
        }),
      )
      .default([]),
    customerService: z
      .array(z.object({ type: z.enum(CS_TYPES), title: z.string(), url: z.string() }))
      .default([]),
    notices: z
      .partialRecord(z.enum(LANGUAGE_CODES), z.array(z.object({ title: z.string(), content: z.string() })))
      .default({}),
    /** A demo or test site. Only a demo site may take PIX through the sandbox gateway. */
    demo: z.boolean().default(false),
    /** The PIX gateway by name; absent: PIX is not offered until one is configured. */
    pixGateway: z
      .string()
      .refine((name) => builtInPixGateways.has(name), {
        message: `unknown PIX gateway (known: ${[...builtInPixGateways.keys()].join(', ')})`,
      })
      .nullable()
      .default(null),
  })
  .refine((m) => !m.pixGateway || !builtInPixGateways.get(m.pixGateway)?.sandbox || m.demo, {
    path: ['pixGateway'],
    message:
      'the sandbox gateway confirms payments no bank made: only a merchant with "demo": true may use it',
  });

export type MerchantFileResult = { ok: true; merchant: DemoMerchant } | { ok: false; problems: string[] };

/**
 * Reads a merchant:add file into the set-up seedMerchant loads. In production a sandbox gateway
 * is refused outright, demo site or not.
 */
export function readMerchantFile(input: unknown, options: { production: boolean }): MerchantFileResult {
  const parsed = merchantFile.safeParse(input);
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  const m = parsed.data;
  if (options.production && m.pixGateway && builtInPixGateways.get(m.pixGateway)?.sandbox)
    return { ok: false, problems: ['pixGateway: NODE_ENV=production refuses the sandbox gateway'] };
  return {
    ok: true,
    merchant: {
      merchant: {
        code: m.code,
        name: m.name,
        logo_url: m.logoUrl,
        brand: JSON.stringify(m.brand),
        default_language: m.defaultLanguage,
        languages: m.languages,
        currency: m.currency,
        currency_symbol: m.currencySymbol,
        country: m.country,
        flags: m.flags,
        templates: JSON.stringify(m.templates),
        social_links: JSON.stringify(m.socialLinks),
        download_links: JSON.stringify(m.downloadLinks),
        texts: JSON.stringify(m.texts),
        footer_images: JSON.stringify(m.footerImages),
        blocked_countries: m.blockedCountries,
        dialing_countries: m.dialingCountries,
        demo: m.demo,
        pix_gateway: m.pixGateway,
      },
      hosts: m.hosts,
      banners: m.banners,
      customerService: m.customerService,
      notices: m.notices,
    },
  };
}
