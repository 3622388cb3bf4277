import {
  bannerCreateSchema,
  bannerOrderSchema,
  bannerUpdateSchema,
  contentBannerListSchema,
  contentBannerSchema,
  contentDeleteQuerySchema,
  contentHelpItemSchema,
  contentHelpListSchema,
  contentHelpQuerySchema,
  contentIdParamsSchema,
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeRoutes } from '../../lib/envelope-routes.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { signedInStaff } from '../staff/ops-access.ts';
import * as articles from './articles.service.ts';
import * as banners from './banners.service.ts';
import type { Editor } from './content-edits.ts';
import { contentImageUploadRoute } from './content-images.routes.ts';
import * as links from './site-links.service.ts';

/**
 * The console's content screens (issue 15 part 6): reads need content.read, every change
 * content.write; each change names the version it was made on and is audited.
 */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const route = envelopeRoutes(app, 'operator', requestedLanguage);
  const editor = (req: FastifyRequest): Editor => ({ staff: signedInStaff(req), ip: req.ip });
  const read = 'content.read' as const;
  const write = 'content.write' as const;
  const V = '/ops/api/v1/content';

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
  route.post(
    `${V}/banners`,
    {
      summary: 'A new banner (last in the order)',
      permission: write,
      body: bannerCreateSchema,
      answer: contentBannerSchema,
    },
    async (req) => banners.createBanner(app.db, editor(req), req.body),
  );
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
  route.put(
    `${V}/banners/:id`,
    {
      summary: 'Change a banner (EDIT_CONFLICT when its version moved on)',
      permission: write,
      params: contentIdParamsSchema,
      body: bannerUpdateSchema,
      answer: contentBannerSchema,
    },
    async (req) => banners.updateBanner(app.db, editor(req), req.params.id, req.body),
  );
  route.delete(
    `${V}/banners/:id`,
    {
      summary: 'Remove a banner',
      permission: write,
      params: contentIdParamsSchema,
      querystring: contentDeleteQuerySchema,
      answer: contentBannerSchema,
    },
    async (req) => banners.deleteBanner(app.db, editor(req), req.params.id, req.query.version),
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
  route.post(
    `${V}/notices`,
    {
      summary: 'A new notice (rich text, sanitized)',
      permission: write,
      body: noticeCreateSchema,
      answer: contentNoticeSchema,
    },
    async (req) => articles.createNotice(app.db, editor(req), req.body),
  );
  route.put(
    `${V}/notices/:id`,
    {
      summary: 'Change a notice',
      permission: write,
      params: contentIdParamsSchema,
      body: noticeUpdateSchema,
      answer: contentNoticeSchema,
    },
    async (req) => articles.updateNotice(app.db, editor(req), req.params.id, req.body),
  );
  route.delete(
    `${V}/notices/:id`,
    {
      summary: 'Remove a notice',
      permission: write,
      params: contentIdParamsSchema,
      querystring: contentDeleteQuerySchema,
      answer: contentNoticeSchema,
    },
    async (req) => articles.deleteNotice(app.db, editor(req), req.params.id, req.query.version),
  );

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
  route.post(
    `${V}/help`,
    {
      summary: 'A new help article (rich text, sanitized)',
      permission: write,
      body: helpCreateSchema,
      answer: contentHelpItemSchema,
    },
    async (req) => articles.createHelp(app.db, editor(req), req.body),
  );
  route.put(
    `${V}/help/:id`,
    {
      summary: 'Change a help article',
      permission: write,
      params: contentIdParamsSchema,
      body: helpUpdateSchema,
      answer: contentHelpItemSchema,
    },
    async (req) => articles.updateHelp(app.db, editor(req), req.params.id, req.body),
  );
  route.delete(
    `${V}/help/:id`,
    {
      summary: 'Remove a help article',
      permission: write,
      params: contentIdParamsSchema,
      querystring: contentDeleteQuerySchema,
      answer: contentHelpItemSchema,
    },
    async (req) => articles.deleteHelp(app.db, editor(req), req.params.id, req.query.version),
  );

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
  route.post(
    `${V}/service`,
    {
      summary: 'A new customer-service entry',
      permission: write,
      body: serviceCreateSchema,
      answer: contentServiceEntrySchema,
    },
    async (req) => links.createService(app.db, editor(req), req.body),
  );
  route.put(
    `${V}/service/:id`,
    {
      summary: 'Change a customer-service entry',
      permission: write,
      params: contentIdParamsSchema,
      body: serviceUpdateSchema,
      answer: contentServiceEntrySchema,
    },
    async (req) => links.updateService(app.db, editor(req), req.params.id, req.body),
  );
  route.delete(
    `${V}/service/:id`,
    {
      summary: 'Remove a customer-service entry',
      permission: write,
      params: contentIdParamsSchema,
      querystring: contentDeleteQuerySchema,
      answer: contentServiceEntrySchema,
    },
    async (req) => links.deleteService(app.db, editor(req), req.params.id, req.query.version),
  );

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
