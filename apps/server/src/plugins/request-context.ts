import { DEFAULT_LANGUAGE, type LanguageCode, normalizeLanguage } from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { MerchantDirectory } from '../modules/merchants/merchant-directory.ts';
import type { Merchant } from '../modules/merchants/merchants.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator whose site this request is for (DESIGN section 2). */
    merchant: Merchant;
    /** Language of the answer's messages: Language header, else the merchant's default. */
    language: LanguageCode;
  }
}

const MERCHANT_CODE = /^[A-Za-z0-9_]{2,32}$/;

/** The language asked for, before the merchant is known (used for early errors too). */
export function requestedLanguage(request: FastifyRequest): LanguageCode {
  const header = request.headers.language;
  return normalizeLanguage(typeof header === 'string' ? header : undefined) ?? DEFAULT_LANGUAGE;
}

/**
 * Resolves merchant and language for every API request: the Merchant header wins (an unknown one
 * is a 400), then the host name, then the configured default merchant.
 */
export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('merchant', null as unknown as Merchant);
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  const merchants = new MerchantDirectory(app.db);
  app.addHook('onClose', async () => merchants.close());

  app.addHook('onRequest', async (request) => {
    request.language = requestedLanguage(request);
    request.merchant = await resolveMerchant(merchants, app.config.defaultMerchant, request);
    const header = request.headers.language;
    const asked = normalizeLanguage(typeof header === 'string' ? header : undefined);
    request.language = asked ?? normalizeLanguage(request.merchant.default_language) ?? DEFAULT_LANGUAGE;
  });
});

async function resolveMerchant(
  merchants: MerchantDirectory,
  defaultMerchant: string,
  request: FastifyRequest,
): Promise<Merchant> {
  const header = request.headers.merchant;
  if (header !== undefined) {
    const code = Array.isArray(header) ? header[0] : header;
    if (!code || !MERCHANT_CODE.test(code)) throw new AppError('UNKNOWN_MERCHANT');
    const merchant = await merchants.byCode(code.toUpperCase());
    if (!merchant) throw new AppError('UNKNOWN_MERCHANT');
    return merchant;
  }
  const byHost = await merchants.byHost(hostName(request.hostname));
  if (byHost) return byHost;
  const fallback = await merchants.byCode(defaultMerchant);
  if (!fallback) throw new AppError('UNKNOWN_MERCHANT');
  return fallback;
}

/** Host header without port, lower case; IPv6 literals keep their brackets off. */
export function hostName(host: string): string {
  const withoutPort = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.split(':')[0];
  return (withoutPort ?? '').toLowerCase().slice(0, 253);
}
