import {
  bannerCreateSchema,
  bannerOrderSchema,
  bannerUpdateSchema,
  contentBannerListSchema,
  contentBannerSchema,
  contentHelpItemSchema,
  contentHelpListSchema,
  contentHelpQuerySchema,
  contentMerchantQuerySchema,
  contentNoticeListSchema,
  contentNoticeSchema,
  contentServiceEntrySchema,
  contentServiceListSchema,
  downloadLinksSchema,
  downloadLinksUpdateSchema,
  footerImagesSchema,
  footerImagesUpdateSchema,
  helpCreateSchema,
  helpUpdateSchema,
  noticeCreateSchema,
  noticeUpdateSchema,
  serviceCreateSchema,
  serviceUpdateSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { signedInStaff } from '../staff/ops-access.ts';
import * as articles from './articles.service.ts';
import * as banners from './banners.service.ts';
import { contentImageUploadRoute } from './content-images.routes.ts';
import { editor, read, rowRoutes, V, write } from './row-routes.ts';
import * as links from './site-links.service.ts';

/**
 * The console's content screens (issue 15 part 6): reads need content.read, every change
 * content.write; each change names the version it was made on and is audited.
 */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);
  const rows = rowRoutes(app, route);

  // ---- banners ----
  rows('banners', banners.banners, {
    list: {
      querystring: contentMerchantQuerySchema,
      answer: contentBannerListSchema,
      read: (db, staff, query) => banners.listBanners(db, staff, query.merchantId),
    },
    create: bannerCreateSchema,
    update: bannerUpdateSchema,
    answer: contentBannerSchema,
    summaries: {
      list: "The merchant's banners, shown or not",
      create: 'A new banner (last in the order)',
      update: 'Change a banner (EDIT_CONFLICT when its version moved on)',
      delete: 'Remove a banner',
    },
  });
  route.put(
    `${V}/banners/order`,
    {
      summary: 'The banners in a new order, each with its version',
      permission: write,
      body: bannerOrderSchema,
      answer: contentBannerListSchema,
    },
    async (req) => banners.orderBanners(app.db, editor(req), req.body),
  );

  // ---- notices ----
  rows('notices', articles.notices, {
    list: {
      querystring: contentMerchantQuerySchema,
      answer: contentNoticeListSchema,
      read: (db, staff, query) => articles.listNotices(db, staff, query.merchantId),
    },
    create: noticeCreateSchema,
    update: noticeUpdateSchema,
    answer: contentNoticeSchema,
    summaries: {
      list: "The merchant's notices (marquee) in every language",
      create: 'A new notice (rich text, sanitized)',
      update: 'Change a notice',
      delete: 'Remove a notice',
    },
  });

  // ---- help centre ----
  rows('help', articles.help, {
    list: { querystring: contentHelpQuerySchema, answer: contentHelpListSchema, read: articles.listHelp },
    create: helpCreateSchema,
    update: helpUpdateSchema,
    answer: contentHelpItemSchema,
    summaries: {
      list: "The merchant's help articles",
      create: 'A new help article (rich text, sanitized)',
      update: 'Change a help article',
      delete: 'Remove a help article',
    },
  });

  // ---- customer service ----
  rows('service', links.service, {
    list: {
      querystring: contentMerchantQuerySchema,
      answer: contentServiceListSchema,
      read: (db, staff, query) => links.listService(db, staff, query.merchantId),
    },
    create: serviceCreateSchema,
    update: serviceUpdateSchema,
    answer: contentServiceEntrySchema,
    summaries: {
      list: "The merchant's customer-service entries",
      create: 'A new customer-service entry',
      update: 'Change a customer-service entry',
      delete: 'Remove a customer-service entry',
    },
  });

  // ---- app download links and footer images ----
  route.get(
    `${V}/downloads`,
    {
      summary: "The merchant's app download links",
      permission: read,
      querystring: contentMerchantQuerySchema,
      answer: downloadLinksSchema,
    },
    async (req) => links.downloadLinks(app.db, signedInStaff(req), req.query.merchantId),
  );
  route.put(
    `${V}/downloads`,
    {
      summary: 'Replace the app download links',
      permission: write,
      body: downloadLinksUpdateSchema,
      answer: downloadLinksSchema,
    },
    async (req) => links.saveDownloadLinks(app.db, editor(req), req.body),
  );
  route.get(
    `${V}/footer-images`,
    {
      summary: "The merchant's footer images (payment methods, licences)",
      permission: read,
      querystring: contentMerchantQuerySchema,
      answer: footerImagesSchema,
    },
    async (req) => links.footerImages(app.db, signedInStaff(req), req.query.merchantId),
  );
  route.put(
    `${V}/footer-images`,
    {
      summary: 'Replace the footer images',
      permission: write,
      body: footerImagesUpdateSchema,
      answer: footerImagesSchema,
    },
    async (req) => links.saveFooterImages(app.db, editor(req), req.body),
  );

  await contentImageUploadRoute(app);
}
