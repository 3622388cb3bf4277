import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.ts';
import { REGISTER_FIELDS } from './accounts.ts';
import { KYC_RULES } from './kyc.ts';
import { staffReasonSchema } from './staff.ts';
import { BANNER_GROUPS, CS_TYPES, DOWNLOAD_RESOURCE_TYPES, FEATURE_FLAGS, SOCIAL_TYPES } from './system.ts';

/**
 * A merchant's white-label settings (issue 15 part 8): every column of its row, its host names and
 * its registration field rules, as the player site reads them through
 * /wps/system/settings/consolidated. One schema checks both a `npm run merchant:add` file and the
 * console's forms (create and edit), on the server and in the browser.
 */

/**
 * The PIX gateways the server has built in. The sandbox confirms payments no bank made: only a
 * merchant marked as a demo site may use it (migration 0009 refuses it otherwise, too).
 */
export const PIX_GATEWAYS = [{ name: 'sandbox', sandbox: true }] as const;
export const isSandboxGateway = (name: string | null | undefined) =>
  PIX_GATEWAYS.some((g) => g.name === name && g.sandbox);
export const SANDBOX_DEMO_ONLY =
  'the sandbox gateway confirms payments no bank made: only a merchant with "demo": true may use it';

/** Brand colours are written #rgb or #rrggbb: what the site's CSS variables and contrast check read. */
export const brandColourSchema = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'a colour written #rgb or #rrggbb');

/** A link or image address: absolute http(s), or a path on the site itself (never javascript:). */
export const siteUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .regex(/^(?:https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, 'an http(s) address or a path starting with /');

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s/]+[^\s]*$/, 'an http(s) address');

/** A host name the site answers on (no port, no scheme), stored in lower case. */
export const hostNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'a host name such as bet.example.com (no scheme, no port)',
  );

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code (ISO 3166-1)');
const shortText = z.string().max(2000);

const merchantTextsSchema = z.object({
  appBonus: shortText.optional(),
  declaration: shortText.optional(),
  copyright: shortText.optional(),
  maintenance: shortText.optional(),
});

// Label and art per language are optional: a seal whose art carries text needs one per language.
const footerImageSchema = z.object({
  name: z.string().max(200),
  url: siteUrlSchema,
  names: z.partialRecord(z.enum(LANGUAGE_CODES), z.string().max(200)).optional(),
  urls: z.partialRecord(z.enum(LANGUAGE_CODES), siteUrlSchema).optional(),
});

function isRegExp(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A merchant's override of a registration field's platform rule (spec section 5). */
export const registrationRuleSchema = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  /** JavaScript regular expression source, tested against the whole trimmed value. */
  pattern: z.string().min(1).max(500).refine(isRegExp, 'not a valid regular expression'),
  /** The message shown when the value breaks the rule, per language (missing: the platform's). */
  messages: z.partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().min(1).max(200)),
});
export type RegistrationRule = z.infer<typeof registrationRuleSchema>;

/** The fields of the settings (no cross-field checks yet: see merchantSettingsSchema). */
const settingsFields = {
  name: z.string().trim().min(1).max(100),
  logoUrl: siteUrlSchema,
  brand: z.object({
    primary: brandColourSchema,
    primaryContrast: brandColourSchema,
    accent: brandColourSchema,
  }),
  defaultLanguage: z.enum(LANGUAGE_CODES),
  languages: z.array(z.enum(LANGUAGE_CODES)).min(1),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as BRL'),
  currencySymbol: z.string().trim().min(1).max(8),
  country: countryCode,
  flags: z.array(z.enum(FEATURE_FLAGS)).default([]),
  templates: z
    .object({ mem_cen: z.enum(['0', '1']), dep_func: z.enum(['0', '1']) })
    .default({ mem_cen: '0', dep_func: '0' }),
  /** Hosts images are served from, one picked per visit (spec section 9). */
  imageCdns: z.array(httpUrl).max(10).default([]),
  defaultImageHost: z.union([z.literal(''), httpUrl]).default(''),
  socialLinks: z
    .array(z.object({ type: z.enum(SOCIAL_TYPES), url: siteUrlSchema }))
    .max(20)
    .default([]),
  downloadLinks: z
    .array(z.object({ resourceType: z.enum(DOWNLOAD_RESOURCE_TYPES), url: siteUrlSchema }))
    .max(10)
    .default([]),
  texts: z.partialRecord(z.enum(LANGUAGE_CODES), merchantTextsSchema).default({}),
  footerImages: z
    .object({ payment: z.array(footerImageSchema).max(30), licence: z.array(footerImageSchema).max(30) })
    .default({ payment: [], licence: [] }),
  hosts: z.array(hostNameSchema).min(1).max(20),
  blockedCountries: z.array(countryCode).default([]),
  dialingCountries: z.array(countryCode).default([]),
  /** The site shows its maintenance page (texts.maintenance) instead of the lobby. */
  maintenance: z.boolean().default(false),
  /** The age a player confirms at registration: 18, or 21 where the region requires. */
  ageThreshold: z.union([z.literal(18), z.literal(21)]).default(18),
  /** IANA zone of the site's local day (lottery periods). */
  timeZone: z
    .string()
    .refine(isTimeZone, 'an IANA time zone such as America/Sao_Paulo')
    .default('America/Sao_Paulo'),
  /** A demo or test site. Only a demo site may take PIX through the sandbox gateway. */
  demo: z.boolean().default(false),
  /** The PIX gateway by name; null: PIX is not offered until one is configured. */
  pixGateway: z
    .string()
    .refine((name) => PIX_GATEWAYS.some((g) => g.name === name), {
      message: `unknown PIX gateway (known: ${PIX_GATEWAYS.map((g) => g.name).join(', ')})`,
    })
    .nullable()
    .default(null),
  /**
   * What waits for the member's identity verification (issue 19 part 4): the first withdrawal, or
   * deposits and real-money play too (where the player must be identified before the account is
   * used, as Brazil's Lei 14.790/2023 wants).
   */
  kycRule: z.enum(KYC_RULES).default('FIRST_WITHDRAWAL'),
  registrationRules: z.array(registrationRuleSchema).max(REGISTER_FIELDS.length).default([]),
};

type SettingsShape = {
  defaultLanguage: string;
  languages: string[];
  hosts: string[];
  demo: boolean;
  pixGateway: string | null;
  registrationRules: Array<{ field: string }>;
};

/** The rules that tie fields together, the same for a merchant:add file and the console. */
function checkSettings(m: SettingsShape, ctx: z.RefinementCtx) {
  if (!m.languages.includes(m.defaultLanguage))
    ctx.addIssue({
      code: 'custom',
      path: ['defaultLanguage'],
      message: 'the default language must be one of the languages',
    });
  if (new Set(m.languages).size !== m.languages.length)
    ctx.addIssue({ code: 'custom', path: ['languages'], message: 'a language is listed twice' });
  if (new Set(m.hosts).size !== m.hosts.length)
    ctx.addIssue({ code: 'custom', path: ['hosts'], message: 'a host name is listed twice' });
  if (isSandboxGateway(m.pixGateway) && !m.demo)
    ctx.addIssue({ code: 'custom', path: ['pixGateway'], message: SANDBOX_DEMO_ONLY });
  const fields = m.registrationRules.map((r) => r.field);
  if (new Set(fields).size !== fields.length)
    ctx.addIssue({ code: 'custom', path: ['registrationRules'], message: 'a field has two rules' });
}

export const merchantSettingsSchema = z.object(settingsFields).superRefine(checkSettings);
export type MerchantSettings = z.output<typeof merchantSettingsSchema>;
export type MerchantSettingsInput = z.input<typeof merchantSettingsSchema>;

export const merchantCodeSchema = z
  .string()
  .regex(/^[A-Z0-9_]{2,32}$/, '2 to 32 capital letters, digits or _');

/**
 * A new merchant: `npm run merchant:add -- file.json` and the console's "new merchant" both send
 * this. Besides the settings, a file may bring the site's first banners, service channels and notices.
 */
export const merchantFileSchema = z
  .object({
    code: merchantCodeSchema,
    ...settingsFields,
    banners: z
      .array(
        z.object({
          group: z.enum(BANNER_GROUPS),
          image: z.string().min(1),
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
  })
  .superRefine(checkSettings);
export type MerchantFile = z.output<typeof merchantFileSchema>;
export type MerchantFileInput = z.input<typeof merchantFileSchema>;

// --- the console's routes under /ops/api/v1/merchants ---

export const merchantIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** One row of the console's merchant list. */
export const merchantSummarySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  brand: z.object({ primary: z.string(), primaryContrast: z.string(), accent: z.string() }),
  hosts: z.array(z.string()),
  languages: z.array(z.string()),
  currency: z.string(),
  demo: z.boolean(),
  maintenance: z.boolean(),
  pixGateway: z.string().nullable(),
  version: z.number(),
  updatedAt: z.string(),
});
export type MerchantSummary = z.infer<typeof merchantSummarySchema>;
export const merchantListSchema = z.object({ list: z.array(merchantSummarySchema) });

/**
 * A merchant as the editor opens it: its settings and the version they were read at. `canSetDemo`:
 * only platform staff mark a site as demo (a demo site may take the sandbox's unpaid deposits).
 */
export const merchantDetailSchema = z.object({
  id: z.number(),
  code: z.string(),
  version: z.number(),
  updatedAt: z.string(),
  canSetDemo: z.boolean(),
  settings: merchantSettingsSchema,
});
export type MerchantDetail = z.infer<typeof merchantDetailSchema>;

/** New settings, applied only if nobody changed the merchant since `version` was read. */
export const merchantUpdateBodySchema = z.object({
  version: z.number().int().min(1),
  reason: staffReasonSchema.optional(),
  settings: merchantSettingsSchema,
});
export type MerchantUpdateBody = z.input<typeof merchantUpdateBodySchema>;

/** The images a merchant may upload (logo, footer seals): judged by their bytes, not their name. */
export const MERCHANT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const MERCHANT_IMAGE_MAX_BYTES = 512 * 1024;

export const merchantImageBodySchema = z.object({
  /** The file's bytes, base64. */
  contentBase64: z
    .string()
    .min(4)
    .max(Math.ceil(MERCHANT_IMAGE_MAX_BYTES / 3) * 4 + 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
});
export const merchantImageSchema = z.object({
  url: z.string(),
  contentType: z.enum(MERCHANT_IMAGE_TYPES),
  bytes: z.number(),
});
export type MerchantImage = z.infer<typeof merchantImageSchema>;
export const merchantImageParamsSchema = z.object({
  name: z.string().regex(/^[0-9a-f]{64}\.(png|jpg|webp|gif)$/),
});
