import { formatCurrency, formatMinor, localeOf } from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { okEnvelope } from '../../lib/envelope.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { findMerchantById } from '../merchants/merchants.repository.ts';
import { handlePixWebhook } from './deposit.service.ts';
import { findChargeWithMerchant } from './deposits.repository.ts';
import { mayConfirmCharge } from './merchant-gateway.ts';
import { sandboxPixGateway, sandboxSecret, signWebhook } from './payment-gateway.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox PSP's webhook (signed; replays and forgeries change nothing) and its own payment
 * page, where a tester pays a PIX charge and the sandbox calls the webhook. The page and the
 * payment serve only charges the sandbox issued for a merchant that may use it (a demo site,
 * outside production); a real PSP adapter brings its own webhook route.
 */
export async function pixWebhookRoutes(app: FastifyInstance): Promise<void> {
  /** The sandbox's charge by its reference, if the sandbox may still take its payment. */
  const sandboxCharge = async (ref: string) => {
    const order = await findChargeWithMerchant(app.db, ref);
    if (!order) return undefined;
    return mayConfirmCharge(sandboxPixGateway, order, order.gateway, app.config.production)
      ? order
      : undefined;
  };

  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (req, body, done) => {
      req.rawBody = body as string;
      done(null, {});
    },
  );
  // The sandbox page's "pay" button is a plain HTML form post; its body carries nothing we read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );

  app.post('/wps/payments/pix/webhook', { schema: { hide: true } }, async (req) => {
    const result = await handlePixWebhook(
      app.db,
      sandboxPixGateway,
      req.headers,
      req.rawBody ?? '',
      (id) => findMerchantById(app.db, id),
      app.config.production,
    );
    return okEnvelope(result, requestedLanguage(req));
  });

  app.get<{ Params: { ref: string } }>(
    '/sandbox/pix/:ref',
    { schema: { hide: true } },
    async (req, reply) => {
      const order = await sandboxCharge(req.params.ref);
      reply.type('text/html; charset=utf-8');
      if (!order)
        return reply
          .status(404)
          .send(page('Cobrança não encontrada', '<p>Esta cobrança PIX não existe.</p>'));
      const paid = order.status !== 'PENDING';
      if (!paid && order.expired)
        return page('Cobrança expirada', '<p>Esta cobrança PIX expirou e não pode mais ser paga.</p>');
      return page(
        'Sandbox PIX',
        `<p class="who">${escapeHtml(order.name)}</p>
       <p class="amount">${escapeHtml(formatCurrency(formatMinor(order.amount), { locale: localeOf(req.language), currency: order.currency }))}</p>
       <p class="code">${escapeHtml(order.pix_code ?? '')}</p>
       ${
         paid
           ? `<p class="done">Pago ✔</p><a href="/m/voucherCenter">Voltar ao site</a>`
           : `<form method="post" action="/sandbox/pix/${escapeHtml(req.params.ref)}/pay"><button type="submit">Pagar agora</button></form>`
       }
       <p class="note">Ambiente de testes: nenhum dinheiro real é movimentado.</p>`,
      );
    },
  );

  app.post<{ Params: { ref: string } }>(
    '/sandbox/pix/:ref/pay',
    { schema: { hide: true } },
    async (req, reply) => {
      const order = await sandboxCharge(req.params.ref);
      if (!order)
        return reply.status(404).type('text/html; charset=utf-8').send(page('Cobrança não encontrada', ''));
      // A PSP does not take payment of an expired charge.
      if (order.status === 'PENDING' && order.expired)
        return reply.status(409).type('text/html; charset=utf-8').send(page('Cobrança expirada', ''));
      // The sandbox PSP notifies the platform exactly as a real one would: a signed HTTP call.
      const body = JSON.stringify({
        providerRef: req.params.ref,
        amount: formatMinor(order.amount),
        status: 'PAID',
      });
      const timestamp = String(Date.now());
      await app.inject({
        method: 'POST',
        url: '/wps/payments/pix/webhook',
        headers: {
          'content-type': 'application/json',
          'x-webhook-timestamp': timestamp,
          'x-webhook-signature': signWebhook(await sandboxSecret(app.db), timestamp, body),
        },
        payload: body,
      });
      return reply.redirect(`/sandbox/pix/${encodeURIComponent(req.params.ref)}`, 303);
    },
  );
}

function page(title: string, content: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#0b1020;color:#e8ecf5;margin:0;padding:24px;display:flex;justify-content:center}
main{max-width:420px;width:100%;background:#141b2e;border-radius:16px;padding:24px;text-align:center}
h1{font-size:18px;color:#32d583}.amount{font-size:32px;font-weight:700}.code{word-break:break-all;font-size:12px;background:#0b1020;padding:12px;border-radius:8px}
button{background:#12a150;color:#fff;border:0;border-radius:999px;padding:14px 32px;font-size:16px;font-weight:700;min-height:44px}
a{color:#32d583}.note{font-size:12px;color:#8a93a8}.done{font-size:20px;color:#32d583}
</style></head><body><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`;
}
