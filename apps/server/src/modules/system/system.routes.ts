import {
  bannerListSchema,
  bannersQuery,
  consolidatedSchema,
  countryListSchema,
  customerServiceAnswerSchema,
  domainRouteSchema,
  downloadLinkListSchema,
  helpCenterQuery,
  helpItemListSchema,
  noQuerySchema,
  noticeListSchema,
  systemStatusSchema,
  whitelabelSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../lib/envelope.ts';
import { answers } from '../../lib/route-schema.ts';
import { hostName } from '../../plugins/request-context.ts';
import { SiteSettings } from './site-settings.ts';
import * as system from './system.service.ts';

const tags = ['system'];

/** Spec section 7, 'Country, domain route, whitelabel, status, consolidated settings', help, service, notices. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = new SiteSettings(app.db);
  app.addHook('onClose', async () => settings.close());

  r.get(
    '/wps/system/status',
    {
      schema: {
        tags,
        summary: 'Maintenance and region restriction for this client',
        querystring: noQuerySchema,
        response: answers(systemStatusSchema),
      },
    },
    async (req) =>
      okEnvelope(await system.getStatus(settings, req.merchant, req.ip, req.language), req.language),
  );

  r.get(
    '/wps/system/whitelabel',
    {
      schema: {
        tags,
        summary: "The merchant's branding, flags and links",
        querystring: noQuerySchema,
        response: answers(whitelabelSchema),
      },
    },
    async (req) => okEnvelope(system.getWhitelabel(req.merchant, req.language), req.language),
  );

  r.get(
    '/wps/system/settings/consolidated',
    {
      schema: {
        tags,
        summary: 'Whitelabel, banners, customer service and notices in one call',
        querystring: noQuerySchema,
        response: answers(consolidatedSchema),
      },
    },
    async (req) =>
      okEnvelope(await system.getConsolidated(settings, req.merchant, req.language), req.language),
  );

  r.get(
    '/wps/system/country',
    {
      schema: {
        tags,
        summary: 'Dialing codes for the mobile-number picker',
        querystring: noQuerySchema,
        response: answers(countryListSchema),
      },
    },
    async (req) =>
      okEnvelope({ list: await system.listCountries(app.db, req.merchant, req.language) }, req.language),
  );

  r.get(
    '/wps/system/domainRoute',
    {
      schema: {
        tags,
        summary: 'The merchant that serves this host name',
        querystring: noQuerySchema,
        response: answers(domainRouteSchema),
      },
    },
    async (req) => okEnvelope(system.domainRoute(req.merchant, hostName(req.hostname)), req.language),
  );

  r.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags,
        summary: 'Help titles and content for a device and language',
        querystring: helpCenterQuery,
        response: answers(helpItemListSchema),
      },
    },
    async (req) => {
      const language = req.query.lang ?? req.language;
      return okEnvelope(
        { list: await system.listHelpItems(app.db, req.merchant, req.query.device, language) },
        req.language,
      );
    },
  );

  r.get(
    '/wps/system/customerService',
    {
      schema: {
        tags,
        summary: 'Customer-service channels (paths obfuscated: the last 8 characters are the key)',
        querystring: noQuerySchema,
        response: answers(customerServiceAnswerSchema),
      },
    },
    async (req) =>
      okEnvelope(
        { version: { pathList: await system.listCustomerService(settings, req.merchant) } },
        req.language,
      ),
  );

  r.get(
    '/wps/system/downloadLinks',
    {
      schema: {
        tags,
        summary: 'App download links by resource type',
        querystring: noQuerySchema,
        response: answers(downloadLinkListSchema),
      },
    },
    async (req) =>
      okEnvelope({ list: system.getWhitelabel(req.merchant, req.language).downloadLinks }, req.language),
  );

  r.get(
    '/wps/system/notice',
    {
      schema: {
        tags,
        summary: 'Current announcements for the marquee and notice page',
        querystring: noQuerySchema,
        response: answers(noticeListSchema),
      },
    },
    async (req) =>
      okEnvelope({ list: await system.listNotices(settings, req.merchant, req.language) }, req.language),
  );

  r.get(
    '/wps/system/banners',
    {
      schema: {
        tags,
        summary: 'Carousel banners (m_live only when the site has a live model)',
        querystring: bannersQuery,
        response: answers(bannerListSchema),
      },
    },
    async (req) =>
      okEnvelope(
        { list: await system.listBanners(settings, req.merchant, req.language, req.query.groupName) },
        req.language,
      ),
  );
}
