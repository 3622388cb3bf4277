import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.ts';
import { listOf, moneyTextSchema } from './common.ts';

/** Feature flags of spec section 6, plus the site-level switches the spec names (VIP, live model). */
export const FEATURE_FLAGS = [
  'REWCEN3',
  'CBS3',
  'AGENTPOLICY3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'VIP',
  'LIVE_MODEL',
  'APP_WINDOW',
  // free-play trial accounts (/m/trail)
  'FREEPLAY',
  // the REFERRAL promotion of spec section 6: players invite friends (/m/inviteFriends)
  'REFERRAL',
  // agents may move cash from their own balance to a downline's (POST /wps/agent/transferToDownline)
  'AGENT_TRANSFER',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const SOCIAL_TYPES = [
  'FACEBOOK',
  'INSTAGRAM',
  'TELEGRAM',
  'YOUTUBE',
  'WHATSAPP',
  'TIKTOK',
  'KWAI',
  'TWITTER',
  'AFFILIATELINK',
] as const;
export const DOWNLOAD_RESOURCE_TYPES = ['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon'] as const;
export const CS_TYPES = ['CS', 'WHATSAPP', 'LIVECHAT', 'TELEGRAM'] as const;
export const BANNER_GROUPS = ['m_home', 'm_live'] as const;

/** GET /wps/system/status (spec sections 4 and 7). status: 0 open, 1 maintenance, 2 region restricted. */
export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  info: z.string(),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const imageRefSchema = z.object({ name: z.string(), url: z.string() });

/** GET /wps/system/whitelabel: everything the client needs to dress the site as the merchant. */
export const whitelabelSchema = z.object({
  merchantCode: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  brand: z.object({
    primary: z.string(),
    primaryContrast: z.string(),
    accent: z.string(),
  }),
  defaultLanguage: z.enum(LANGUAGE_CODES),
  languages: z.array(z.enum(LANGUAGE_CODES)),
  currency: z.string(),
  currencySymbol: z.string(),
  country: z.string(),
  flags: z.record(z.enum(FEATURE_FLAGS), z.boolean()),
  templates: z.object({ mem_cen: z.enum(['0', '1']), dep_func: z.enum(['0', '1']) }),
  imageCdns: z.array(z.string()),
  defaultImageHost: z.string(),
  gateways: z.object({ WEB: z.number(), MOBILE: z.number() }),
  socialLinks: z.array(z.object({ type: z.enum(SOCIAL_TYPES), url: z.string() })),
  downloadLinks: z.array(z.object({ resourceType: z.enum(DOWNLOAD_RESOURCE_TYPES), url: z.string() })),
  appBonus: moneyTextSchema,
  footer: z.object({
    declaration: z.string(),
    copyright: z.string(),
    paymentImages: z.array(imageRefSchema),
    licenceImages: z.array(imageRefSchema),
  }),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

export const bannerSchema = z.object({
  id: z.number(),
  groupName: z.enum(BANNER_GROUPS),
  url: z.string(),
  title: z.string(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** Customer-service entry; `path` is obfuscated (see cs-path.ts). */
export const customerServiceSchema = z.object({
  csType: z.enum(CS_TYPES),
  csPosition: z.number(),
  path: z.string(),
  title: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceSchema>;

export const noticeSchema = z.object({ id: z.number(), title: z.string(), content: z.string() });
export type Notice = z.infer<typeof noticeSchema>;

/** GET /wps/system/settings/consolidated: one round trip for the home frame on a slow phone. */
export const consolidatedSchema = z.object({
  whitelabel: whitelabelSchema,
  banners: z.array(bannerSchema),
  customerService: z.array(customerServiceSchema),
  notices: z.array(noticeSchema),
});
export type Consolidated = z.infer<typeof consolidatedSchema>;

export const countrySchema = z.object({
  countryCode: z.string(),
  name: z.string(),
  dialingCode: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const domainRouteSchema = z.object({
  merchantCode: z.string(),
  host: z.string(),
  gateways: z.object({ WEB: z.number(), MOBILE: z.number() }),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const helpItemSchema = z.object({ id: z.number(), title: z.string(), content: z.string() });
export type HelpItem = z.infer<typeof helpItemSchema>;

export const helpCenterQuery = z.object({
  device: z.enum(['MOBILE', 'WEB']).default('MOBILE'),
  lang: z.enum(LANGUAGE_CODES).optional(),
});
export const bannersQuery = z.object({ groupName: z.enum(BANNER_GROUPS).optional() });

/** The system calls take no parameters beyond the request's merchant and language. */
export const noQuerySchema = z.object({});

export const countryListSchema = listOf(countrySchema);
export const helpItemListSchema = listOf(helpItemSchema);
export type HelpItemList = z.infer<typeof helpItemListSchema>;
export const noticeListSchema = listOf(noticeSchema);
export type NoticeList = z.infer<typeof noticeListSchema>;
export const bannerListSchema = listOf(bannerSchema);

export const customerServiceAnswerSchema = z.object({
  version: z.object({ pathList: z.array(customerServiceSchema) }),
});
export type CustomerServiceAnswer = z.infer<typeof customerServiceAnswerSchema>;

export const downloadLinkListSchema = listOf(
  z.object({ resourceType: z.enum(DOWNLOAD_RESOURCE_TYPES), url: z.string() }),
);
