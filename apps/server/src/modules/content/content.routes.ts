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
  route.get(
    `${V}/banners`,
    {
      summary: "The merchant's banners, shown or not",
      permission: read,
      querystring: contentMerchantQuerySchema,
      answer: contentBannerListSchema,
    },
    async (req) => banners.listBanners(app.db, signedInStaff(req), req.query.merchantId),
  );
  rows('banners', banners.banners, {
    create: bannerCreateSchema,
    update: bannerUpdateSchema,
    answer: contentBannerSchema,
    summaries: {
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
  route.get(
    `${V}/notices`,
    {
      summary: "The merchant's notices (marquee) in every language",
      permission: read,
      querystring: contentMerchantQuerySchema,
      answer: contentNoticeListSchema,
    },
    async (req) => articles.listNotices(app.db, signedInStaff(req), req.query.merchantId),
  );
  rows('notices', articles.notices, {
    create: noticeCreateSchema,
    update: noticeUpdateSchema,
    answer: contentNoticeSchema,
    summaries: {
      create: 'A new notice (rich text, sanitized)',
      update: 'Change a notice',
      delete: 'Remove a notice',
    },
  });

  // ---- help centre ----
  route.get(
    `${V}/help`,
    {
      summary: "The merchant's help articles",
      permission: read,
      querystring: contentHelpQuerySchema,
      answer: contentHelpListSchema,
    },
    async (req) => articles.listHelp(app.db, signedInStaff(req), req.query),
  );
  rows('help', articles.help, {
    create: helpCreateSchema,
    update: helpUpdateSchema,
    answer: contentHelpItemSchema,
    summaries: {
      create: 'A new help article (rich text, sanitized)',
      update: 'Change a help article',
      delete: 'Remove a help article',
    },
  });

  // ---- customer service ----
  route.get(
    `${V}/service`,
    {
      summary: "The merchant's customer-service entries",
      permission: read,
      querystring: contentMerchantQuerySchema,
      answer: contentServiceListSchema,
    },
    async (req) => links.listService(app.db, signedInStaff(req), req.query.merchantId),
  );
  rows('service', links.service, {
    create: serviceCreateSchema,
    update: serviceUpdateSchema,
    answer: contentServiceEntrySchema,
    summaries: {
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
