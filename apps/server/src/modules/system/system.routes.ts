import {
  bannerSchema,
  bannersQuery,
  consolidatedSchema,
  countrySchema,
  customerServiceSchema,
  DOWNLOAD_RESOURCE_TYPES,
  domainRouteSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  helpCenterQuery,
  helpItemSchema,
  noticeSchema,
  systemStatusSchema,
  whitelabelSchema,
} from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../lib/envelope.ts';
import { hostName } from '../../plugins/request-context.ts';
import * as system from './system.service.ts';

const ok = <T extends z.ZodType>(value: T) => ({ 200: envelopeSchema(value), 400: errorEnvelopeSchema });
const list = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });
const noQuery = z.object({});
const tags = ['system'];

/** Spec section 7, 'Country, domain route, whitelabel, status, consolidated settings', help, service, notices. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/wps/system/status',
    {
      schema: {
        tags,
        summary: 'Maintenance and region restriction for this client',
        querystring: noQuery,
        response: ok(systemStatusSchema),
      },
    },
    async (req) =>
      okEnvelope(await system.getStatus(app.db, req.merchant, req.ip, req.language), req.language),
  );

  r.get(
    '/wps/system/whitelabel',
    {
      schema: {
        tags,
        summary: "The merchant's branding, flags and links",
        querystring: noQuery,
        response: ok(whitelabelSchema),
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
        querystring: noQuery,
        response: ok(consolidatedSchema),
      },
    },
    async (req) => okEnvelope(await system.getConsolidated(app.db, req.merchant, req.language), req.language),
  );

  r.get(
    '/wps/system/country',
    {
      schema: {
        tags,
        summary: 'Dialing codes for the mobile-number picker',
        querystring: noQuery,
        response: ok(list(countrySchema)),
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
        querystring: noQuery,
        response: ok(domainRouteSchema),
      },
    },
    async (req) =>
      okEnvelope(
        { merchantCode: req.merchant.code, host: hostName(req.hostname), gateways: { WEB: 1, MOBILE: 3 } },
        req.language,
      ),
  );

  r.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags,
        summary: 'Help titles and content for a device and language',
        querystring: helpCenterQuery,
        response: ok(list(helpItemSchema)),
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
        querystring: noQuery,
        response: ok(z.object({ version: z.object({ pathList: z.array(customerServiceSchema) }) })),
      },
    },
    async (req) =>
      okEnvelope(
        { version: { pathList: await system.listCustomerService(app.db, req.merchant) } },
        req.language,
      ),
  );

  r.get(
    '/wps/system/downloadLinks',
    {
      schema: {
        tags,
        summary: 'App download links by resource type',
        querystring: noQuery,
        response: ok(list(z.object({ resourceType: z.enum(DOWNLOAD_RESOURCE_TYPES), url: z.string() }))),
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
        querystring: noQuery,
        response: ok(list(noticeSchema)),
      },
    },
    async (req) =>
      okEnvelope({ list: await system.listNotices(app.db, req.merchant, req.language) }, req.language),
  );

  r.get(
    '/wps/system/banners',
    {
      schema: {
        tags,
        summary: 'Carousel banners (m_live only when the site has a live model)',
        querystring: bannersQuery,
        response: ok(list(bannerSchema)),
      },
    },
    async (req) =>
      okEnvelope(
        { list: await system.listBanners(app.db, req.merchant, req.language, req.query.groupName) },
        req.language,
      ),
  );
}
