import { beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { slotSpinPath } from '../src/modules/studio/slots/slots.routes.ts';
import { AccountClient, uniqueCpf } from './account-client.ts';
import { permissiveWelcomeBonus } from './promotion-fixtures.ts';
import { demoOperatorToken } from './staff-client.ts';
import { studioCall } from './studio-player.ts';
import { useTestApp } from './test-app.ts';

/**
 * Issue 18 part 1: "Each grant is a ledger transfer into a bonus account with its own turnover
 * requirement, game weights, expiry and maximum conversion". A promotion's own weights count its
 * grants' turnover; with several open grants a stake counts at the lowest of their weights.
 */

const env = useTestApp();
let staffToken: string;
let ip = 0;

beforeAll(async () => {
  staffToken = await demoOperatorToken(env.app, env.db);
  // Ficha's Brazilian profile forbids deposit bonuses: these run on a permissive one.
  await permissiveWelcomeBonus(env.db, env.merchantId);
});

const ops = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, language = 'EN') => {
  const res = await env.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${staffToken}`, language },
    ...(payload ? { payload } : {}),
  });
  return res.json();
};

/** A reload bonus (100% up to 100.00, 2x) made in the console, with these weights. */
const reloadBody = (gameWeights?: unknown) => ({
  merchantId: env.merchantId,
  kind: 'RELOAD',
  category: 'DEPOSIT',
  titles: { PT: 'Recarga', EN: 'Reload' },
  descriptions: {},
  percent: 100,
  maxBonus: '100',
  turnoverMultiplier: 2,
  ...(gameWeights === undefined ? {} : { gameWeights }),
});

async function reloadWith(gameWeights?: unknown): Promise<number> {
  const created = await ops('POST', '/ops/api/v1/promotions', reloadBody(gameWeights));
  expect(created.code).toBe('OK');
  return created.value.id;
}

async function newMember() {
  ip += 1;
  return new AccountClient(env.app, env.database, `10.42.0.${ip}`).newMember('weights', uniqueCpf());
}
type Member = Awaited<ReturnType<typeof newMember>>;

async function deposit(m: Member, amount: string, promotionId?: number) {
  const banks = (await m.call('GET', '/wps/relay/MCS2_depositBanksByVendor')).body.value.list as Array<{
    id: number;
    code: string;
  }>;
  const created = await m.call('POST', '/wps/relay/depositManualTransfer', {
    methodId: banks.find((x) => x.code === 'BANK_TRANSFER')!.id,
    amount,
    reference: 'TED 4242',
    ...(promotionId !== undefined ? { promotionId } : {}),
  });
  expect(created.body.success).toBe(true);
  const approved = await ops('POST', `/ops/api/v1/deposits/${created.body.value.orderId}/approve`, {
    reason: 'Comprovante conferido',
  });
  expect(approved.value.status).toBe('APPROVED');
}

const unmet = async (m: Member) => Number((await m.call('GET', '/wps/wallets/gcs')).body.value.unmetTurnover);

/** One 10.00 spin of the studio's slot (an RNG game, 100% by the platform's weights). */
async function spin(m: Member) {
  const list = await env.app.inject({
    method: 'GET',
    url: '/wps/relay/GCSGAME_gameList?vassalage=FICHA&pageNo=1&pageSize=50&platform=html5',
  });
  const game = list.json().value.games.find((g: { gameCode: string }) => g.gameCode === 'ficha_fruit_lines');
  const launched = await m.call('GET', `/wps/game/launchGame?nodeId=${game.nodeId}&freePlay=0`);
  const played = await studioCall(
    env.app,
    launched.body.value.sessionId,
    'POST',
    slotSpinPath('ficha_fruit_lines'),
    {
      stake: '10.00',
    },
  );
  expect(played.body.success).toBe(true);
}

/** How much a 10.00 spin moves the member's turnover. */
async function countedOfSpin(m: Member) {
  const before = await unmet(m);
  await spin(m);
  return Math.round((before - (await unmet(m))) * 100) / 100;
}

describe('a promotion’s own game weights (issue 18 part 1)', () => {
  it('counts a grant’s turnover at its promotion’s weight for the game’s type', async () => {
    const half = await reloadWith([{ gameType: 'RNG', weightPercent: 50 }]);
    const m = await newMember();
    await deposit(m, '100', half);
    expect(await unmet(m)).toBe(400);
    expect(await countedOfSpin(m)).toBe(5);
    const detail = await m.call('GET', `/wps/promotions/${half}`);
    expect(detail.body.value.terms.gameWeights).toEqual(
      expect.arrayContaining([
        { gameType: 'RNG', game: null, weightPercent: 50 },
        { gameType: 'CRASH', game: null, weightPercent: 10 },
      ]),
    );
    const offered = (await m.call('GET', '/wps/relay/depositPromoList')).body.value.list;
    expect(offered.find((p: { id: number }) => p.id === half).gameWeights).toContainEqual({
      gameType: 'RNG',
      game: null,
      weightPercent: 50,
    });
  }, 60_000);

  it('counts a stake at the lowest weight of the bettor’s open grants', async () => {
    const full = await reloadWith([{ gameType: 'RNG', weightPercent: 100 }]);
    const fifth = await reloadWith([{ gameType: 'RNG', weightPercent: 20 }]);
    const m = await newMember();
    await deposit(m, '100', full);
    expect(await countedOfSpin(m)).toBe(10);
    await deposit(m, '100', fifth);
    expect(await countedOfSpin(m)).toBe(2);
  }, 60_000);

  it('forgets a grant’s weights once it has lapsed', async () => {
    const tenth = await reloadWith([{ gameType: 'RNG', weightPercent: 10 }]);
    const m = await newMember();
    await deposit(m, '100', tenth);
    await spin(m);
    await env.db
      .updateTable('turnover_requirements')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', String(m.memberId))
      .execute();
    await spin(m);
    const counted = await env.db
      .selectFrom('wallet_bets')
      .select('counted')
      .where('member_id', '=', String(m.memberId))
      .orderBy('created_at')
      .orderBy('tx_id')
      .execute();
    // 10.00 at the promotion's 10%, then at the platform's 100% for slots.
    expect(counted.map((b) => Number(b.counted))).toEqual([100, 1000]);
  }, 60_000);

  it('counts as before when no open grant’s promotion carries weights', async () => {
    const plain = await reloadWith();
    const m = await newMember();
    await deposit(m, '100', plain);
    expect(await countedOfSpin(m)).toBe(10);
    // A promotion weighing only another type leaves the slot at the merchant's weight.
    const crashOnly = await reloadWith([{ gameType: 'CRASH', weightPercent: 0 }]);
    await deposit(m, '100', crashOnly);
    expect(await countedOfSpin(m)).toBe(10);
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  }, 60_000);

  it('stores, lists and replaces the weights in the console', async () => {
    const id = await reloadWith([
      { gameType: 'RNG', weightPercent: 40 },
      { vendorCode: 'FICHA', gameCode: 'ficha_dice', weightPercent: 5 },
    ]);
    const listed = async () =>
      (await ops('GET', `/ops/api/v1/promotions?merchantId=${env.merchantId}`)).value.list.find(
        (p: { id: number }) => p.id === id,
      ).gameWeights;
    expect(await listed()).toEqual([
      { gameType: 'RNG', weightPercent: 40 },
      { vendorCode: 'FICHA', gameCode: 'ficha_dice', weightPercent: 5 },
    ]);
    const saved = await ops('PUT', `/ops/api/v1/promotions/${id}`, {
      ...reloadBody([{ gameType: 'CRASH', weightPercent: 30 }]),
    });
    expect(saved.value.gameWeights).toEqual([{ gameType: 'CRASH', weightPercent: 30 }]);
    // An update without weights keeps them.
    await ops('PUT', `/ops/api/v1/promotions/${id}`, reloadBody());
    expect(await listed()).toEqual([{ gameType: 'CRASH', weightPercent: 30 }]);
  });

  it('refuses bad weights with a clear error and stores nothing', async () => {
    const count = async () =>
      (await env.db.selectFrom('promotions').select('id').where('merchant_id', '=', env.merchantId).execute())
        .length;
    const before = await count();
    const bad = [
      [{ gameType: 'RNG', weightPercent: 101 }],
      [{ gameType: 'RNG', weightPercent: -1 }],
      [{ gameType: 'RNG', weightPercent: 50.5 }],
      [{ gameType: 'RNG', vendorCode: 'FICHA', gameCode: 'ficha_dice', weightPercent: 50 }],
      [{ vendorCode: 'FICHA', weightPercent: 50 }],
      [
        { gameType: 'RNG', weightPercent: 50 },
        { gameType: 'RNG', weightPercent: 60 },
      ],
      Array.from({ length: 51 }, (_, i) => ({ gameType: `T${i}`, weightPercent: 50 })),
    ];
    for (const gameWeights of bad) {
      const refused = await ops('POST', '/ops/api/v1/promotions', reloadBody(gameWeights), 'PT');
      // The console's validation answer: which weight is wrong, in the user's language.
      expect(refused, JSON.stringify(gameWeights)).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
        message: 'Os dados enviados são inválidos.',
      });
      expect(refused.value.issues[0].field).toMatch(/^body\.gameWeights/);
    }
    expect(await count()).toBe(before);
  });
});
