import { beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { AccountClient } from './account-client.ts';
import { fixedPromotionBody, promotionIdOf } from './promotion-fixtures.ts';
import { demoOperatorToken, opsCall } from './staff-client.ts';
import { rollEvenDice } from './studio-player.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

/**
 * Issue 18 part 1, the promotion engine: "A claim outside the schedule, by the wrong audience,
 * twice, or by a trial account is refused with a clear message"; claims are idempotent; cashback
 * on net loss over a period is a run; a mission is "play N rounds of a game type"; the Brazilian
 * merchant runs only the kinds its profile allows and its promotions page says why.
 */

const env = useTestApp();
let rioId: number;
let staff: string;
let ip = 0;

beforeAll(async () => {
  rioId = await merchantIdOf(env.db, 'RIO');
  staff = await demoOperatorToken(env.app, env.db);
});

async function rioMember() {
  ip += 1;
  return new AccountClient(env.app, env.database, `10.19.0.${ip}`, 'RIO').newMember('promo');
}
type Member = Awaited<ReturnType<typeof rioMember>>;

/** A console call as the platform ADMIN: the answer's envelope. */
const ops = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  (await opsCall(env.app, staff, method, url, payload)).body;

const promotionOf = (kind: string) => promotionIdOf(env.db, rioId, kind);

/** Credits the member by a console adjustment (`key` makes it idempotent). */
const credit = (m: Member, amount: string, reason: string, key: string) =>
  ops('POST', '/ops/api/v1/adjustments', { memberId: m.memberId, amount, reason, key });

/** A new promotion of Rio Sorte made in the console (free play of 1.00 unless `changes` say otherwise). */
const newRioPromotion = (changes: Record<string, unknown>) =>
  ops('POST', '/ops/api/v1/promotions', fixedPromotionBody(rioId, changes));

const claim = (m: Member, id: number) => m.call('POST', `/wps/promotions/${id}/claim`);

async function launchDice(m: Member): Promise<string> {
  const list = await m.c.call(
    'GET',
    '/wps/relay/GCSGAME_gameList?vassalage=FICHA&pageNo=1&pageSize=50&platform=html5',
  );
  const game = list.body.value.games.find((g: { gameCode: string }) => g.gameCode === 'ficha_dice');
  const res = await m.call('GET', `/wps/game/launchGame?nodeId=${game.nodeId}&freePlay=0`);
  return res.body.value.sessionId as string;
}

describe('jurisdiction profiles on the promotions page', () => {
  it('shows the Brazilian merchant cashback only, with the law’s notice in the user’s language', async () => {
    const ficha = new AccountClient(env.app, env.database, '10.19.1.1', 'FICHA');
    const pt = await ficha.call('GET', '/wps/promotions', { headers: { language: 'PT' } });
    expect(pt.body.value.notice).toContain('Lei 14.790/2023');
    expect(pt.body.value.list.map((p: { kind: string }) => p.kind)).toEqual(['CASHBACK']);
    const rio = await new AccountClient(env.app, env.database, '10.19.1.2', 'RIO').call(
      'GET',
      '/wps/promotions',
    );
    expect(rio.body.value.notice).toBeNull();
    expect(rio.body.value.list.map((p: { kind: string }) => p.kind)).toEqual([
      'WELCOME',
      'RELOAD',
      'NTH_DEPOSIT',
      'CASHBACK',
      'FREE_PLAY',
      'MISSION',
      'REFERRAL',
    ]);
  });

  it('refuses the console a bonus kind the Brazilian profile forbids', async () => {
    const ficha = await merchantIdOf(env.db, 'FICHA');
    const refused = await ops('POST', '/ops/api/v1/promotions', {
      merchantId: ficha,
      kind: 'WELCOME',
      category: 'DEPOSIT',
      titles: { PT: 'Boas-vindas' },
      descriptions: {},
      percent: 100,
      maxBonus: '100',
      turnoverMultiplier: 10,
    });
    expect(refused.code).toBe('PROMOTION_NOT_ALLOWED');
  });
});

describe('the console list', () => {
  it('answers each merchant’s profile, wagering rule and a VIP audience’s levels to edit', async () => {
    const ficha = await merchantIdOf(env.db, 'FICHA');
    const br = await ops('GET', `/ops/api/v1/promotions?merchantId=${ficha}`);
    expect(br.value).toMatchObject({
      jurisdiction: 'BR_LEI_14790',
      allowedKinds: ['CASHBACK'],
      wageringAllowed: false,
    });
    const created = await newRioPromotion({
      kind: 'REFERRAL',
      category: 'REFERRAL',
      titles: { EN: 'For VIPs' },
      descriptions: { EN: '<p>VIP</p>' },
      audience: 'VIP',
      audienceVipLevels: [2, 3],
      active: false,
    });
    const rio = await ops('GET', `/ops/api/v1/promotions?merchantId=${rioId}`);
    expect(rio.value).toMatchObject({ allowedKinds: null, wageringAllowed: true });
    const listed = rio.value.list.find((p: { id: number }) => p.id === created.value.id);
    expect(listed).toMatchObject({ audience: 'VIP', audienceVipLevels: [2, 3], audienceAgentIds: [] });
  });
});

describe('claims', () => {
  it('grants free play once of a double tap, then refuses a third claim with a clear message', async () => {
    const m = await rioMember();
    const id = await promotionOf('FREE_PLAY');
    const detail = await m.call('GET', `/wps/promotions/${id}`);
    expect(detail.body.value).toMatchObject({ action: 'CLAIM', claimable: '5.00' });
    const taps = await Promise.all([claim(m, id), claim(m, id)]);
    expect(taps.filter((t) => t.body.code === 'OK')).toHaveLength(1);
    const again = await claim(m, id);
    expect(again.body).toMatchObject({
      code: 'PROMOTION_ALREADY_CLAIMED',
      message: 'You already received this reward.',
    });
    const rewards = (await m.call('GET', '/wps/rewards')).body.value;
    expect(rewards.active).toHaveLength(1);
    expect(rewards.active[0]).toMatchObject({ amount: '5.00', required: '25.00', progressPercent: 0 });
  });

  it('refuses a trial account, another audience and a paused promotion', async () => {
    const id = await promotionOf('FREE_PLAY');
    // Ficha offers trial accounts (Rio Sorte does not): one asks for Ficha's cashback.
    const visitor = new AccountClient(env.app, env.database, '10.19.2.1', 'FICHA');
    const trial = await visitor.call('POST', '/wps/session/login/freeplay', { body: {} });
    const token = trial.body.value.token as string;
    const fichaCashback = (await visitor.call('GET', '/wps/promotions')).body.value.list[0].id as number;
    const res = await visitor.call('POST', `/wps/promotions/${fichaCashback}/claim`, { token });
    expect(res.body.code).toBe('FREE_REJECT');
    // NEW players only: a member who deposited is another audience.
    const m = await rioMember();
    await credit(m, '1', 'x', `a${m.memberId}`);
    await env.db
      .insertInto('deposit_orders')
      .values({
        merchant_id: rioId,
        member_id: String(m.memberId),
        method_id: (
          await env.db
            .selectFrom('deposit_methods')
            .select('id')
            .where('merchant_id', '=', rioId)
            .executeTakeFirstOrThrow()
        ).id,
        amount: '2000',
        currency: 'USD',
        status: 'APPROVED',
      })
      .execute();
    const refused = await claim(m, id);
    expect(refused.body).toMatchObject({
      code: 'PROMOTION_AUDIENCE',
      message: 'This promotion is for another group of players.',
    });
    const other = await rioMember();
    expect(
      (await ops('POST', `/ops/api/v1/promotions/${id}/active`, { merchantId: rioId, active: false })).code,
    ).toBe('OK');
    expect((await claim(other, id)).body.code).toBe('PROMOTION_CLOSED');
    await ops('POST', `/ops/api/v1/promotions/${id}/active`, { merchantId: rioId, active: true });
    expect((await claim(other, id)).body.code).toBe('OK');
  });

  it('refuses a claim before the schedule starts', async () => {
    const created = await newRioPromotion({
      titles: { EN: 'Later' },
      descriptions: { EN: '<p>Soon<script>alert(1)</script></p>' },
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.code).toBe('OK');
    expect(created.value.descriptions.EN).toBe('<p>Soon</p>');
    const m = await rioMember();
    expect((await claim(m, created.value.id)).body.code).toBe('PROMOTION_CLOSED');
  });

  it('pays a mission once its rounds are played, and shows its progress before', async () => {
    const dice = await env.db
      .selectFrom('games')
      .select('game_type')
      .where('game_code', '=', 'ficha_dice')
      .executeTakeFirstOrThrow();
    const created = await newRioPromotion({
      kind: 'MISSION',
      category: 'MISSION',
      titles: { EN: 'Roll twice' },
      descriptions: { EN: '<p>Roll the dice twice.</p>' },
      fixedAmount: '2.00',
      maxBonus: '2.00',
      settings: { gameType: dice.game_type, rounds: 2 },
    });
    const id = created.value.id as number;
    const m = await rioMember();
    await credit(m, '20', 'play', `m${m.memberId}`);
    expect((await claim(m, id)).body.code).toBe('PROMOTION_NOT_READY');
    const session = await launchDice(m);
    await rollEvenDice(env.app, session, '1.00');
    expect((await m.call('GET', `/wps/promotions/${id}`)).body.value).toMatchObject({
      action: 'WAIT',
      progress: { done: 1, goal: 2 },
    });
    await rollEvenDice(env.app, session, '1.00');
    expect((await claim(m, id)).body.value).toEqual({ amount: '2.00', grants: 1 });
  });

  it('pays cashback on last period’s net loss by an idempotent run', async () => {
    const id = await promotionOf('CASHBACK');
    const m = await rioMember();
    await credit(m, '50', 'play', `c${m.memberId}`);
    const session = await launchDice(m);
    for (let i = 0; i < 5; i++) await rollEvenDice(env.app, session, '5.00');
    // The rolls are dated into last week, the period a cashback pays.
    await env.db
      .updateTable('wallet_bets')
      .set({ created_at: new Date(Date.now() - 8 * 86_400_000) })
      .where('member_id', '=', String(m.memberId))
      .execute();
    const loss = await env.db
      .selectFrom('wallet_bets')
      .select((eb) => eb.fn.sum<string>(eb.ref('amount')).as('staked'))
      .select((eb) => eb.fn.sum<string>(eb.ref('won')).as('won'))
      .where('member_id', '=', String(m.memberId))
      .executeTakeFirstOrThrow();
    const net = BigInt(loss.staked) - BigInt(loss.won);
    const first = await ops('POST', `/ops/api/v1/promotions/${id}/cashback-run`, { merchantId: rioId });
    const second = await ops('POST', `/ops/api/v1/promotions/${id}/cashback-run`, { merchantId: rioId });
    expect(second.value.members).toBe(0);
    const rewards = (await m.call('GET', '/wps/rewards')).body.value;
    if (net > 0n) {
      expect(first.value.members).toBeGreaterThanOrEqual(1);
      expect(rewards.active.map((r: { kind: string }) => r.kind)).toEqual(['CASHBACK']);
      expect((await claim(m, id)).body.code).toBe('PROMOTION_ALREADY_CLAIMED');
    } else {
      expect(rewards.active).toEqual([]);
    }
    const list = await ops('GET', `/ops/api/v1/promotions?merchantId=${rioId}`);
    expect(list.value.list.find((p: { id: number }) => p.id === id).allowed).toBe(true);
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });
});
