import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { signVendorRequest } from '../src/modules/wallet/vendor-wallet.routes.ts';
import { createTestApp, createTestDatabase, testConfig } from './test-app.ts';

// Redis on this machine and in CI (DESIGN section 8); REDIS_URL points elsewhere when needed.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const VENDOR = 'RLTEST';
const SECRET = 'rate-limit-test-secret';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.db.insertInto('wallet_vendors').values({ code: VENDOR, secret: SECRET }).execute();
});
afterAll(() => drop());

/** A wallet call signed by the test vendor (or with a wrong signature). */
function walletCall(forged = false): InjectOptions {
  const body = JSON.stringify({ sessionId: 'no-such-session' });
  const timestamp = String(Date.now());
  return {
    method: 'POST',
    url: '/wallet/v1/balance',
    headers: {
      'content-type': 'application/json',
      'x-vendor': VENDOR,
      'x-timestamp': timestamp,
      'x-signature': signVendorRequest(forged ? 'not-the-secret' : SECRET, {
        method: 'POST',
        path: '/wallet/v1/balance',
        timestamp,
        body,
      }),
    },
    payload: body,
  };
}

/** Refused for the limit itself: other refusals (a wrong login pauses its account) may come first. */
function isRateLimited(res: LightMyRequestResponse): boolean {
  return res.statusCode === 429 && res.json().code === 'RATE_LIMITED';
}

/** Each surface: its limit's variable and a request it counts. */
const SURFACES: Array<{ surface: string; variable: string; request: () => InjectOptions }> = [
  {
    surface: 'operator login',
    variable: 'OPS_LOGIN_RATE_LIMIT_PER_MINUTE',
    request: () => ({
      method: 'POST',
      url: '/ops/api/v1/login',
      payload: { username: `nobody${randomBytes(4).toString('hex')}`, password: 'wrong-password' },
    }),
  },
  {
    surface: 'operator API',
    variable: 'OPS_RATE_LIMIT_PER_MINUTE',
    request: () => ({ method: 'GET', url: '/ops/api/v1/deposits' }),
  },
  { surface: 'vendor wallet', variable: 'WALLET_RATE_LIMIT_PER_MINUTE', request: () => walletCall() },
  {
    surface: 'studio API',
    variable: 'STUDIO_RATE_LIMIT_PER_MINUTE',
    request: () => ({ method: 'GET', url: '/studio/api/v1/balance', headers: { 'x-game-session': 'none' } }),
  },
  {
    surface: 'PIX sandbox',
    variable: 'SANDBOX_RATE_LIMIT_PER_MINUTE',
    request: () => ({ method: 'GET', url: '/sandbox/pix/no-such-charge' }),
  },
  {
    surface: 'PIX webhook',
    variable: 'PIX_WEBHOOK_RATE_LIMIT_PER_MINUTE',
    request: () => ({
      method: 'POST',
      url: '/wps/payments/pix/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    }),
  },
];

describe('a rate limit on every surface (hardening 3)', () => {
  for (const { surface, variable, request } of SURFACES) {
    it(`answers the ${surface} 429 RATE_LIMITED in the request's language past ${variable}`, async () => {
      const app = await createTestApp(database, { [variable]: '3' });
      try {
        // Under the limit a call may still be refused for itself (a wrong login pauses its account), never for the limit.
        for (let i = 0; i < 3; i++) expect(isRateLimited(await app.inject(request()))).toBe(false);
        const refused = await app.inject({ ...request(), headers: { ...request().headers, language: 'EN' } });
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          success: false,
          code: 'RATE_LIMITED',
          message: 'Too many requests. Please wait a moment and try again.',
          value: null,
        });
        const inPortuguese = await app.inject(request());
        expect(inPortuguese.json().message).toBe(
          'Muitas solicitações. Aguarde um momento e tente novamente.',
        );
      } finally {
        await app.close();
      }
    });
  }

  it('counts the operator login apart from the rest of the operator API', async () => {
    const app = await createTestApp(database, { OPS_LOGIN_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const login = SURFACES[0]!.request;
      expect(isRateLimited(await app.inject(login()))).toBe(false);
      expect(isRateLimited(await app.inject(login()))).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/ops/api/v1/deposits' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('counts wallet calls per vendor once signed: forged ones spend only their address', async () => {
    const app = await createTestApp(database, {
      WALLET_RATE_LIMIT_PER_MINUTE: '2',
      WALLET_BAD_SIGNATURE_LIMIT_PER_MINUTE: '3',
    });
    try {
      const status = async (forged: boolean) => (await app.inject(walletCall(forged))).statusCode;
      // Three forged calls are refused for their signature and do not touch the vendor's count...
      expect([await status(true), await status(true), await status(true)]).toEqual([401, 401, 401]);
      // ...but the address that sent them is refused before any work, signed or not.
      expect([await status(true), await status(false)]).toEqual([429, 429]);

      const fresh = await createTestApp(database, { WALLET_RATE_LIMIT_PER_MINUTE: '2' });
      try {
        const signed = async () => (await fresh.inject(walletCall())).statusCode;
        expect([await signed(), await signed(), await signed()]).toEqual([404, 404, 429]);
      } finally {
        await fresh.close();
      }
    } finally {
      await app.close();
    }
  });

  it('refuses websocket upgrades past STUDIO_WS_RATE_LIMIT_PER_MINUTE with the 429 envelope', async () => {
    const app = await createTestApp(database, { STUDIO_WS_RATE_LIMIT_PER_MINUTE: '2' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const upgrade = () =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/studio/ws/crash?session=none&lang=EN`, {
          headers: { language: 'EN' },
        });
        ws.on('open', () => {
          ws.once('message', () => {
            ws.close();
            resolve({ status: 101, body: '' });
          });
        });
        ws.on('unexpected-response', (_req, res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        ws.on('error', (error) => {
          if (!String(error.message).includes('Unexpected server response')) reject(error);
        });
      });
    try {
      expect((await upgrade()).status).toBe(101);
      expect((await upgrade()).status).toBe(101);
      const refused = await upgrade();
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      // The studio's HTTP API keeps its own, larger budget.
      const api = await app.inject({ method: 'GET', url: '/studio/api/v1/balance' });
      expect(api.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('every surface shares its counts through Redis (hardening 3)', () => {
  for (const { surface, variable, request } of SURFACES) {
    it(`counts the ${surface} across two app instances on one Redis`, async () => {
      const redisA = new Redis(REDIS_URL, { keyPrefix: `t${randomBytes(4).toString('hex')}:` });
      const redisB = new Redis(REDIS_URL, { keyPrefix: redisA.options.keyPrefix });
      const config = testConfig({ [variable]: '3' });
      const a: FastifyInstance = await buildApp({ config, db: database.db, redis: redisA, logger: false });
      const b: FastifyInstance = await buildApp({ config, db: database.db, redis: redisB, logger: false });
      try {
        const hit = async (app: FastifyInstance) => isRateLimited(await app.inject(request()));
        expect([await hit(a), await hit(b), await hit(a), await hit(b)]).toEqual([false, false, false, true]);
      } finally {
        await a.close();
        await b.close();
        redisA.disconnect();
        redisB.disconnect();
      }
    });
  }
});
