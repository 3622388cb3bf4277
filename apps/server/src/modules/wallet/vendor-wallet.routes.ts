import { createHmac, timingSafeEqual } from 'node:crypto';
import { envelopeSchema, errorEnvelopeSchema, formatMinor, parseAmount } from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { okEnvelope } from '../../lib/envelope.ts';
import { requestedLanguage } from '../../plugins/request-context.ts';
import {
  findGameSession,
  gameSessionBinding,
  placeBet,
  rollbackBet,
  settleWin,
  walletBalance,
} from './seamless-wallet.service.ts';

/** A signed request older or newer than this is refused (replays of captured calls). */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** What a vendor signs: the request as sent. */
export interface SignedRequest {
  /** Upper case, e.g. POST. */
  method: string;
  /** The path with its query string, exactly as in the request line, e.g. /wallet/v1/bet. */
  path: string;
  /** X-Timestamp: milliseconds since the epoch, 13 digits. */
  timestamp: string;
  /** The raw body bytes (UTF-8), empty when there is none. */
  body: string;
}

/**
 * The string a vendor signs: method, path with query, timestamp and body, one per line, so a
 * signature made for one call is worth nothing for any other (another endpoint, another body,
 * another moment).
 */
export function canonicalVendorRequest(request: SignedRequest): string {
  return `${request.method.toUpperCase()}\n${request.path}\n${request.timestamp}\n${request.body}`;
}

/** X-Signature: HMAC-SHA256 of the canonical string with the vendor's secret, lower-case hex. */
export function signVendorRequest(secret: string, request: SignedRequest): string {
  return createHmac('sha256', secret).update(canonicalVendorRequest(request)).digest('hex');
}

const amount = z
  .string()
  .max(20)
  .transform((text, ctx) => {
    const minor = parseAmount(text);
    if (minor === undefined) {
      ctx.addIssue({ code: 'custom', message: 'amount: a decimal with at most 2 places' });
      return z.NEVER;
    }
    return minor;
  });
const id = z.string().min(1).max(100);
const base = z.object({ sessionId: id, currency: z.string().max(4).optional() });
const answer = z.object({ balance: z.string(), currency: z.string(), transactionId: z.string().optional() });
const responses = {
  200: envelopeSchema(answer),
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const tags = ['seamless wallet'];

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
  app.addHook('preValidation', async (req) => verifySignature(app, req));

  const r = app.withTypeProvider<ZodTypeProvider>();
  const lang = (req: FastifyRequest) => requestedLanguage(req);
  const vendorOf = (req: FastifyRequest) => String(req.headers['x-vendor']);
  const format = (a: { balance: bigint; currency: string; transactionId?: string }) => ({
    balance: formatMinor(a.balance),
    currency: a.currency,
    ...(a.transactionId ? { transactionId: a.transactionId } : {}),
  });

  r.post(
    '/wallet/v1/balance',
    {
      schema: {
        tags,
        summary: 'Player balance in the session currency (refused once the member ended the session)',
        body: base,
        response: responses,
      },
    },
    async (req) => {
      // Read afresh, not from the binding memory: a session its member ended shows no balance.
      const session = await findGameSession(app.db, vendorOf(req), req.body.sessionId);
      if (session.ended) throw new AppError('SESSION_EXPIRED');
      return okEnvelope(format(await walletBalance(app.db, session)), lang(req));
    },
  );

  r.post(
    '/wallet/v1/bet',
    {
      schema: {
        tags,
        summary: 'Debit a bet (idempotent by transactionId)',
        body: base.extend({ transactionId: id, roundId: id, amount }),
        response: responses,
      },
    },
    async (req) => {
      const session = await gameSessionBinding(app.db, vendorOf(req), req.body.sessionId);
      const result = await placeBet(app.db, session, {
        txId: req.body.transactionId,
        roundId: req.body.roundId,
        amount: req.body.amount,
        ...(req.body.currency ? { currency: req.body.currency } : {}),
      });
      return okEnvelope(format(result), lang(req));
    },
  );

  r.post(
    '/wallet/v1/win',
    {
      schema: {
        tags,
        summary: 'Credit a win for a bet (idempotent; accepted after the session expired)',
        body: base.extend({ transactionId: id, betTransactionId: id, amount }),
        response: responses,
      },
    },
    async (req) => {
      const session = await gameSessionBinding(app.db, vendorOf(req), req.body.sessionId);
      const result = await settleWin(app.db, session, {
        txId: req.body.transactionId,
        betTxId: req.body.betTransactionId,
        amount: req.body.amount,
        ...(req.body.currency ? { currency: req.body.currency } : {}),
      });
      return okEnvelope(format(result), lang(req));
    },
  );

  r.post(
    '/wallet/v1/rollback',
    {
      schema: {
        tags,
        summary: 'Return the stake of a bet; an unknown bet is recorded and refused if it arrives later',
        body: base.extend({ betTransactionId: id }),
        response: responses,
      },
    },
    async (req) => {
      const session = await gameSessionBinding(app.db, vendorOf(req), req.body.sessionId);
      return okEnvelope(
        format(await rollbackBet(app.db, session, { betTxId: req.body.betTransactionId })),
        lang(req),
      );
    },
  );
}

// Vendor secrets change rarely; reading them once per 30 s spares a query per call.
const SECRET_TTL_MS = 30_000;
const secretsByApp = new WeakMap<FastifyInstance, Map<string, { secret: string | null; until: number }>>();

async function vendorSecret(app: FastifyInstance, vendor: string): Promise<string | null> {
  let secrets = secretsByApp.get(app);
  if (!secrets) {
    secrets = new Map();
    secretsByApp.set(app, secrets);
  }
  const cached = secrets.get(vendor);
  if (cached && cached.until > Date.now()) return cached.secret;
  const row = await app.db
    .selectFrom('wallet_vendors')
    .select('secret')
    .where('code', '=', vendor)
    .where('active', '=', true)
    .executeTakeFirst();
  secrets.set(vendor, { secret: row?.secret ?? null, until: Date.now() + SECRET_TTL_MS });
  return row?.secret ?? null;
}

async function verifySignature(app: FastifyInstance, req: FastifyRequest): Promise<void> {
  const vendor = req.headers['x-vendor'];
  const timestamp = req.headers['x-timestamp'];
  const signature = req.headers['x-signature'];
  if (typeof vendor !== 'string' || typeof timestamp !== 'string' || typeof signature !== 'string') {
    throw new AppError('BAD_SIGNATURE');
  }
  const secret = await vendorSecret(app, vendor.slice(0, 32));
  if (!secret || !/^\d{13}$/.test(timestamp)) throw new AppError('BAD_SIGNATURE');
  if (Math.abs(Date.now() - Number(timestamp)) > SIGNATURE_WINDOW_MS) {
    throw new AppError('SIGNATURE_EXPIRED', { windowSeconds: SIGNATURE_WINDOW_MS / 1000 });
  }
  const signed = { method: req.method, path: req.url, timestamp, body: req.rawBody ?? '' };
  const expected = Buffer.from(signVendorRequest(secret, signed), 'hex');
  const given = Buffer.from(signature.slice(0, 64), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    // What the signature was checked against, so a vendor sees which call it did not match.
    throw new AppError('BAD_SIGNATURE', { method: signed.method, path: signed.path, timestamp });
  }
}
