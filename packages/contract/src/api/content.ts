import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.ts';
import { listOf } from './common.ts';
import { BANNER_GROUPS, CS_TYPES, DOWNLOAD_RESOURCE_TYPES } from './system.ts';

/**
 * The back office's content screens (issue 15 part 6): banners, notices (the marquee), help
 * articles, customer-service entries, app download links and footer images. They edit the very
 * rows the player site reads (/wps/system/settings/consolidated, helpCenter), so a change shows at
 * once. Every edit sends back the `version` it was made on: a newer change answers EDIT_CONFLICT.
 */

/** The largest image the console uploads, in bytes (1 MiB). */
export const CONTENT_IMAGE_MAX_BYTES = 1024 * 1024;
/** What an upload may be: checked against the bytes themselves, never against a file name. */
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ContentImageType = (typeof CONTENT_IMAGE_TYPES)[number];

/** Where a banner leads or an image lives: a path of this site, or an https address. */
const siteOrHttpsUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, {
    message: 'a path of the site (/m/...) or an https:// address',
  });

const moment = z.iso.datetime({ offset: true });
/** A window's side: an ISO moment, or null (open on that side). */
const windowSide = moment.nullable();
const windowInOrder = (v: { startsAt: string | null; endsAt: string | null }) =>
  v.startsAt === null || v.endsAt === null || Date.parse(v.endsAt) > Date.parse(v.startsAt);
const windowMessage = { message: 'the end must come after the start', path: ['endsAt'] };

const versionSchema = z.number().int().min(1);
const language = z.enum(LANGUAGE_CODES);
/** A new row names its merchant (merchant staff may leave it out: their first). */
const merchantField = { merchantId: z.number().int().positive().optional() };
/** An edit names the version it was made on. */
const versionField = { version: versionSchema };

/** The merchant a content call is about (merchant staff: one of theirs; left out: their first). */
export const contentMerchantQuerySchema = z.object({
  merchantId: z.coerce.number().int().positive().optional(),
});
export type ContentMerchantQuery = z.infer<typeof contentMerchantQuerySchema>;

export const contentIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** DELETE ...?version=N: the version the page showed. */
export const contentDeleteQuerySchema = z.object({ version: z.coerce.number().int().min(1) });

// ---- banners ----

export const contentBannerSchema = z.object({
  id: z.number(),
  merchantId: z.number(),
  groupName: z.enum(BANNER_GROUPS),
  imageUrl: z.string(),
  title: z.string(),
  linkUrl: z.string().nullable(),
  /** null: every language. */
  language: language.nullable(),
  sort: z.number(),
  active: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  version: z.number(),
});
export type ContentBanner = z.infer<typeof contentBannerSchema>;

/** What the banner form edits (the same schema checks it in the console and on the server). */
const bannerFields = z.object({
  groupName: z.enum(BANNER_GROUPS),
  imageUrl: siteOrHttpsUrl,
  title: z.string().trim().min(1).max(120),
  linkUrl: siteOrHttpsUrl.nullable(),
  language: language.nullable(),
  active: z.boolean(),
  startsAt: windowSide,
  endsAt: windowSide,
});
export const bannerFieldsSchema = bannerFields.refine(windowInOrder, windowMessage);
export type BannerFields = z.infer<typeof bannerFieldsSchema>;
export const bannerCreateSchema = bannerFields.extend(merchantField).refine(windowInOrder, windowMessage);
export type BannerCreate = z.infer<typeof bannerCreateSchema>;
export const bannerUpdateSchema = bannerFields.extend(versionField).refine(windowInOrder, windowMessage);
export type BannerUpdate = z.infer<typeof bannerUpdateSchema>;

/** The banners in their new order, each with the version the page showed. */
export const bannerOrderSchema = z.object({
  merchantId: z.number().int().positive().optional(),
  order: z
    .array(z.object({ id: z.number().int().positive(), version: versionSchema }))
    .min(1)
    .max(200),
});
export type BannerOrder = z.infer<typeof bannerOrderSchema>;

export const contentBannerListSchema = z.object({
  list: z.array(contentBannerSchema),
  /** The merchant's languages, for the form's language picker and the preview. */
  languages: z.array(language),
});
export type ContentBannerList = z.infer<typeof contentBannerListSchema>;

/** POST /ops/api/v1/content/images: the stored image's address on this site. */
export const contentImageSchema = z.object({
  url: z.string(),
  contentType: z.enum(CONTENT_IMAGE_TYPES),
  size: z.number(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

// ---- notices (marquee and /m/notice) ----

export const contentNoticeSchema = z.object({
  id: z.number(),
  merchantId: z.number(),
  language,
  title: z.string(),
  content: z.string(),
  sort: z.number(),
  active: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  version: z.number(),
});
export type ContentNotice = z.infer<typeof contentNoticeSchema>;

const noticeFields = z.object({
  language,
  title: z.string().trim().min(1).max(200),
  /** Rich text; the server sanitizes it before storing it, and again before showing it. */
  content: z.string().max(20_000),
  sort: z.number().int().min(0).max(100_000),
  active: z.boolean(),
  startsAt: windowSide,
  endsAt: windowSide,
});
export const noticeFieldsSchema = noticeFields.refine(windowInOrder, windowMessage);
export type NoticeFields = z.infer<typeof noticeFieldsSchema>;
export const noticeCreateSchema = noticeFields.extend(merchantField).refine(windowInOrder, windowMessage);
export type NoticeCreate = z.infer<typeof noticeCreateSchema>;
export const noticeUpdateSchema = noticeFields.extend(versionField).refine(windowInOrder, windowMessage);
export type NoticeUpdate = z.infer<typeof noticeUpdateSchema>;
export const contentNoticeListSchema = z.object({
  list: z.array(contentNoticeSchema),
  languages: z.array(language),
});
export type ContentNoticeList = z.infer<typeof contentNoticeListSchema>;

// ---- help centre ----

export const HELP_DEVICES = ['MOBILE', 'WEB'] as const;

export const contentHelpItemSchema = z.object({
  id: z.number(),
  merchantId: z.number(),
  device: z.enum(HELP_DEVICES),
  language,
  slug: z.string(),
  sort: z.number(),
  title: z.string(),
  content: z.string(),
  version: z.number(),
});
export type ContentHelpItem = z.infer<typeof contentHelpItemSchema>;

export const helpFieldsSchema = z.object({
  device: z.enum(HELP_DEVICES),
  language,
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'lower-case letters, digits and dashes' })
    .max(80),
  sort: z.number().int().min(0).max(100_000),
  title: z.string().trim().min(1).max(200),
  /** Rich text; the server sanitizes it before storing it, and again before showing it. */
  content: z.string().trim().min(1).max(100_000),
});
export type HelpFields = z.infer<typeof helpFieldsSchema>;
export const helpCreateSchema = helpFieldsSchema.extend(merchantField);
export type HelpCreate = z.infer<typeof helpCreateSchema>;
export const helpUpdateSchema = helpFieldsSchema.extend(versionField);
export type HelpUpdate = z.infer<typeof helpUpdateSchema>;
export const contentHelpListSchema = z.object({
  list: z.array(contentHelpItemSchema),
  languages: z.array(language),
});
export type ContentHelpList = z.infer<typeof contentHelpListSchema>;
export const contentHelpQuerySchema = contentMerchantQuerySchema.extend({
  language: language.optional(),
  device: z.enum(HELP_DEVICES).optional(),
});

// ---- customer service ----

export const contentServiceEntrySchema = z.object({
  id: z.number(),
  merchantId: z.number(),
  csType: z.enum(CS_TYPES),
  csPosition: z.number(),
  title: z.string(),
  url: z.string(),
  active: z.boolean(),
  version: z.number(),
});
export type ContentServiceEntry = z.infer<typeof contentServiceEntrySchema>;

export const serviceFieldsSchema = z.object({
  csType: z.enum(CS_TYPES),
  csPosition: z.number().int().min(0).max(1_000),
  title: z.string().trim().min(1).max(80),
  /** Where the channel opens: a path of the site, https, or a tg:, whatsapp: or mailto: address. */
  url: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/(?!\/)\S*|(https:\/\/|tg:|whatsapp:|mailto:)\S+)$/, {
      message: 'a path of the site, or an https://, tg:, whatsapp: or mailto: address',
    }),
  active: z.boolean(),
});
export type ServiceFields = z.infer<typeof serviceFieldsSchema>;
export const serviceCreateSchema = serviceFieldsSchema.extend(merchantField);
export type ServiceCreate = z.infer<typeof serviceCreateSchema>;
export const serviceUpdateSchema = serviceFieldsSchema.extend(versionField);
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;
export const contentServiceListSchema = listOf(contentServiceEntrySchema);
export type ContentServiceList = z.infer<typeof contentServiceListSchema>;

// ---- the merchant's app download links and footer images ----

/**
 * A section of the merchant row (download links, footer images) has no version column of its own:
 * its version is a digest of what it holds, so an edit made on an older reading is refused.
 */
const sectionVersion = z.string().regex(/^[0-9a-f]{32}$/);

export const downloadLinkSchema = z.object({
  resourceType: z.enum(DOWNLOAD_RESOURCE_TYPES),
  url: siteOrHttpsUrl,
});
export const downloadLinksSchema = z.object({
  list: z.array(downloadLinkSchema),
  version: z.string(),
});
export type DownloadLinks = z.infer<typeof downloadLinksSchema>;
export const downloadLinksUpdateSchema = z.object({
  merchantId: z.number().int().positive().optional(),
  list: z
    .array(downloadLinkSchema)
    .max(10)
    .refine((list) => new Set(list.map((l) => l.resourceType)).size === list.length, {
      message: 'one link per kind',
    }),
  version: sectionVersion,
});
export type DownloadLinksUpdate = z.infer<typeof downloadLinksUpdateSchema>;

/** A footer image; its label and art may differ per language (`names`, `urls`). */
export const footerImageSchema = z.object({
  name: z.string().trim().min(1).max(80),
  url: siteOrHttpsUrl,
  names: z.partialRecord(language, z.string().trim().min(1).max(80)).optional(),
  urls: z.partialRecord(language, siteOrHttpsUrl).optional(),
});
export type FooterImageEntry = z.infer<typeof footerImageSchema>;
export const footerImagesSchema = z.object({
  payment: z.array(footerImageSchema),
  licence: z.array(footerImageSchema),
  languages: z.array(language),
  version: z.string(),
});
export type FooterImages = z.infer<typeof footerImagesSchema>;
export const footerImagesUpdateSchema = z.object({
  merchantId: z.number().int().positive().optional(),
  payment: z.array(footerImageSchema).max(20),
  licence: z.array(footerImageSchema).max(20),
  version: sectionVersion,
});
export type FooterImagesUpdate = z.infer<typeof footerImagesUpdateSchema>;
