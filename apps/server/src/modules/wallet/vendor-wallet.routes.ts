import {
  vendorBalanceBodySchema,
  vendorBetBodySchema,
  vendorRollbackBodySchema,
  vendorWalletAnswerSchema,
  vendorWinBodySchema,
} from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { okEnvelope } from '../../lib/envelope.ts';
import { answers } from '../../lib/route-schema.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import { verifyVendorSignature } from './vendor-signature.ts';
import { vendorBalance, vendorBet, vendorRollback, vendorWin } from './vendor-wallet.service.ts';

export { SIGNATURE_WINDOW_MS, type SignedRequest, signVendorRequest } from './vendor-signature.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const tags = ['seamless wallet'];
const response = answers(vendorWalletAnswerSchema);

/**
 * The seamless-wallet interface for external game vendors (issue 4 part 2): POST
 * /wallet/v1/{balance,bet,win,rollback}, each request signed with headers X-Vendor, X-Timestamp
 * (ms) and X-Signature over method, path, timestamp and body (signVendorRequest). A replay of a
 * signed request within the window is answered as the first one (by its transaction id). Every
 * answer is the envelope; money as decimal strings.
 */
export async function vendorWalletRoutes(app: FastifyInstance): Promise<void> {
  // The signature covers the exact bytes sent, so keep them before parsing.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (req, body, done) => {
      req.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError('BAD_REQUEST'), undefined);
      }
    },
  );
  app.addHook('preValidation', async (req) =>
    verifyVendorSignature(app.db, req.headers, {
      method: req.method,
      path: req.url,
      body: req.rawBody ?? '',
    }),
  );

  const r = app.withTypeProvider<ZodTypeProvider>();
  const lang = (req: FastifyRequest) => requestedLanguage(req);
  const vendorOf = (req: FastifyRequest) => String(req.headers['x-vendor']);

  r.post(
    '/wallet/v1/balance',
    {
      schema: {
        tags,
        summary: 'Player balance in the session currency (refused once the member ended the session)',
        body: vendorBalanceBodySchema,
        response,
      },
    },
    async (req) => okEnvelope(await vendorBalance(app.db, vendorOf(req), req.body), lang(req)),
  );

  r.post(
    '/wallet/v1/bet',
    {
      schema: {
        tags,
        summary: 'Debit a bet (idempotent by transactionId)',
        body: vendorBetBodySchema,
        response,
      },
    },
    async (req) => okEnvelope(await vendorBet(app.db, vendorOf(req), req.body), lang(req)),
  );

  r.post(
    '/wallet/v1/win',
    {
      schema: {
        tags,
        summary: 'Credit a win for a bet (idempotent; accepted after the session expired)',
        body: vendorWinBodySchema,
        response,
      },
    },
    async (req) => okEnvelope(await vendorWin(app.db, vendorOf(req), req.body), lang(req)),
  );

  r.post(
    '/wallet/v1/rollback',
    {
      schema: {
        tags,
        summary: 'Return the stake of a bet; an unknown bet is recorded and refused if it arrives later',
        body: vendorRollbackBodySchema,
        response,
      },
    },
    async (req) => okEnvelope(await vendorRollback(app.db, vendorOf(req), req.body), lang(req)),
  );
}
