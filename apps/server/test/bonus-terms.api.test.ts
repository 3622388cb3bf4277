import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { slotSpinPath } from '../src/modules/studio/slots/slots.routes.ts';
import { AccountClient, uniqueCpf } from './account-client.ts';
import { permissiveWelcomeBonus } from './promotion-fixtures.ts';
import { demoOperatorToken } from './staff-client.ts';
import { rollEvenDice, studioCall } from './studio-player.ts';
import { useTestApp } from './test-app.ts';

/**
 * Hardening 13: the welcome bonus once per member and per CPF, game-weighted turnover, a maximum
 * bet while a bonus is active and a maximum conversion, through the real API and database.
 */

const env = useTestApp();
let staffToken: string;
let ip = 0;
let welcomeId: number;

beforeAll(async () => {
  staffToken = await demoOperatorToken(env.app, env.db);
  // Ficha's Brazilian profile forbids deposit bonuses (issue 18): these terms run on a permissive one.
  welcomeId = await permissiveWelcomeBonus(env.db, env.merchantId);
});

type Member = Awaited<ReturnType<typeof newMember>>;

async function newMember(cpf = uniqueCpf()) {
  ip += 1;
  return new AccountClient(env.app, env.database, `10.13.0.${ip}`).newMember('bonus', cpf);
}

const approve = async (orderId: string) => {
  const res = await env.app.inject({
    method: 'POST',
    url: `/ops/api/v1/deposits/${orderId}/approve`,
    headers: { authorization: `Bearer ${staffToken}` },
    payload: { reason: 'Comprovante conferido' },
  });
  return res.json();
};

/** A manual deposit order, pending until the operator approves it. */
async function order(m: Member, amount: string, promotionId?: number) {
  const list = (await m.call('GET', '/wps/relay/MCS2_depositBanksByVendor')).body.value.list as Array<{
    id: number;
    code: string;
  }>;
  const bank = list.find((x) => x.code === 'BANK_TRANSFER')!.id;
  return m.call('POST', '/wps/relay/depositManualTransfer', {
    methodId: bank,
    amount,
    reference: 'TED 1313',
    ...(promotionId !== undefined ? { promotionId } : {}),
  });
}

async function deposit(m: Member, amount: string, promotionId?: number) {
  const created = await order(m, amount, promotionId);
  expect(created.body.success).toBe(true);
  expect((await approve(created.body.value.orderId)).value.status).toBe('APPROVED');
}

const wallet = async (m: Member) => (await m.call('GET', '/wps/wallets/gcs')).body.value;
const bonusesGranted = async (memberId: number) =>
  Number(
    (
      await env.db
        .selectFrom('turnover_requirements')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', String(memberId))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function launch(m: Member, gameCode: string): Promise<string> {
  const list = await env.app.inject({
    method: 'GET',
    url: '/wps/relay/GCSGAME_gameList?vassalage=FICHA&pageNo=1&pageSize=50&platform=html5',
  });
  const game = list.json().value.games.find((g: { gameCode: string }) => g.gameCode === gameCode);
  const res = await env.app.inject({
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${game.nodeId}&freePlay=0`,
    headers: { authorization: `Bearer ${m.token}` },
  });
  return res.json().value.sessionId as string;
}

describe('welcome bonus once per member and per CPF (hardening 13)', () => {
  it('shows every term in depositPromoList before the player accepts', async () => {
    const m = await newMember();
    const promos = (await m.call('GET', '/wps/relay/depositPromoList')).body.value.list;
    const welcome = promos.find((p: { id: number }) => p.id === welcomeId);
    expect(welcome).toMatchObject({
      kind: 'WELCOME',
      percent: 100,
      maxBonus: '500.00',
      turnoverMultiplier: 10,
      maxBet: '25.00',
      maxConversion: '200.00',
      oncePerPerson: true,
    });
    expect(welcome.gameWeights).toEqual(
      expect.arrayContaining([
        { gameType: 'RNG', game: null, weightPercent: 100 },
        { gameType: 'CRASH', game: null, weightPercent: 10 },
        { gameType: null, game: 'Dice', weightPercent: 10 },
      ]),
    );
  });

  it('gives no welcome bonus on a second deposit (hardening 13)', async () => {
    const m = await newMember();
    // Both orders opened before either is credited: each asked for the welcome bonus.
    const first = await order(m, '100', welcomeId);
    const second = await order(m, '100', welcomeId);
    expect((await approve(first.body.value.orderId)).value.status).toBe('APPROVED');
    expect((await approve(second.body.value.orderId)).value.status).toBe('APPROVED');
    expect(await wallet(m)).toMatchObject({ cashBalance: '200.00', bonusBalance: '100.00' });
    expect(await bonusesGranted(m.memberId)).toBe(1);

    // Now it is not offered, and asking for it is refused in the player's language; nothing opens.
    const promos = (await m.call('GET', '/wps/relay/depositPromoList')).body.value.list;
    expect(promos.map((p: { id: number }) => p.id)).not.toContain(welcomeId);
    const refused = await order(m, '100', welcomeId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'PROMOTION_NOT_ELIGIBLE' });
    const pt = await m.call('GET', '/wps/relay/depositPromoList', undefined, 'PT');
    expect(pt.body.success).toBe(true);
    const plain = await order(m, '50');
    const late = await m.call(
      'POST',
      '/wps/relay/acceptPromo',
      { orderId: plain.body.value.orderId, promotionId: welcomeId },
      'PT',
    );
    expect(late.body.code).toBe('PROMOTION_NOT_ELIGIBLE');
    expect(late.body.message).toContain('uma vez por pessoa');
  });

  it('gives no welcome bonus to a second account with the same CPF (hardening 13)', async () => {
    const first = await newMember();
    await deposit(first, '100', welcomeId);
    expect((await wallet(first)).bonusBalance).toBe('100.00');
    // The CPF leaves the first account (closed, or moved by the operator) and a new one takes it.
    await env.db
      .updateTable('members')
      .set({ id_number: null })
      .where('id', '=', String(first.memberId))
      .execute();
    const second = await newMember(first.cpf);
    const promos = (await second.call('GET', '/wps/relay/depositPromoList')).body.value.list;
    expect(promos.map((p: { id: number }) => p.id)).not.toContain(welcomeId);
    expect((await order(second, '100', welcomeId)).body.code).toBe('PROMOTION_NOT_ELIGIBLE');
    // An order that slipped through (opened with the promotion, then the claim made) is credited without it.
    const slipped = await order(second, '100');
    await env.db
      .updateTable('deposit_orders')
      .set({ promotion_id: welcomeId })
      .where('id', '=', slipped.body.value.orderId)
      .execute();
    expect((await approve(slipped.body.value.orderId)).value.status).toBe('APPROVED');
    expect(await wallet(second)).toMatchObject({ cashBalance: '100.00', bonusBalance: '0.00' });
  });

  it('grants one welcome bonus of two first deposits credited at once (hardening 13)', async () => {
    const m = await newMember();
    const a = await order(m, '100', welcomeId);
    const b = await order(m, '100', welcomeId);
    const decided = await Promise.all([approve(a.body.value.orderId), approve(b.body.value.orderId)]);
    expect(decided.map((d) => d.value.status)).toEqual(['APPROVED', 'APPROVED']);
    expect(await wallet(m)).toMatchObject({ cashBalance: '200.00', bonusBalance: '100.00' });
    expect(await bonusesGranted(m.memberId)).toBe(1);
  });
});

describe('game-weighted turnover, max bet and max conversion (hardening 13)', () => {
  it('does not clear a 10x turnover with 200 dice rolls at 98% chance (hardening 13)', async () => {
    const m = await newMember();
    await deposit(m, '100', welcomeId);
    expect(await wallet(m)).toMatchObject({ unmetTurnover: '2000.00', withdrawable: '0.00' });
    // More cash, no bonus, no more turnover owed: enough that a run of losses cannot stop the rolls.
    await deposit(m, '200');
    const session = await launch(m, 'ficha_dice');
    for (let i = 0; i < 200; i++) {
      const roll = await studioCall(env.app, session, 'POST', '/studio/api/v1/dice/play', {
        stake: '10.00',
        target: 9800,
        direction: 'under',
      });
      expect(roll.body.success).toBe(true);
    }
    const after = await wallet(m);
    expect(after).toMatchObject({ unmetTurnover: '2000.00', bonusBalance: '100.00' });
    expect(Number(after.withdrawable)).toBeLessThanOrEqual(Math.max(0, Number(after.cashBalance) - 2000));

    // A roll at 50% counts at dice's weight (10%): 10.00 staked, 1.00 counted.
    await rollEvenDice(env.app, session, '10.00');
    expect((await wallet(m)).unmetTurnover).toBe('1999.00');
    // Baccarat on the banker counts nothing; a tie bet counts at the table weight.
    const table = await launch(m, 'ficha_baccarat');
    await studioCall(env.app, table, 'POST', '/studio/api/v1/baccarat/deal', {
      stake: '20.00',
      side: 'banker',
    });
    expect((await wallet(m)).unmetTurnover).toBe('1999.00');
    await studioCall(env.app, table, 'POST', '/studio/api/v1/baccarat/deal', { stake: '20.00', side: 'tie' });
    expect((await wallet(m)).unmetTurnover).toBe('1997.00');
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  }, 180_000);

  it('refuses a bet above the maximum while a bonus is active, and moves nothing (hardening 13)', async () => {
    const m = await newMember();
    await deposit(m, '100', welcomeId);
    const session = await launch(m, 'ficha_dice');
    const before = await wallet(m);
    const over = await rollEvenDice(env.app, session, '25.01', 'PT');
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ success: false, code: 'BONUS_MAX_BET' });
    expect(over.body.message.replace(/\u00a0/g, ' ')).toBe('Com o bônus ativo, a aposta máxima é R$ 25,00.');
    expect(await wallet(m)).toEqual(before);
    const bets = await env.db
      .selectFrom('wallet_bets')
      .select('tx_id')
      .where('member_id', '=', String(m.memberId))
      .execute();
    expect(bets).toEqual([]);
    const atMax = await rollEvenDice(env.app, session, '25.00');
    expect(atMax.body.success).toBe(true);
    // Without a bonus the game's own limits apply.
    const free = await newMember();
    await deposit(free, '100');
    const big = await rollEvenDice(env.app, await launch(free, 'ficha_dice'), '50.00');
    expect(big.body.success).toBe(true);
  }, 120_000);

  it('releases at most the maximum conversion and forfeits the rest to the house (hardening 13)', async () => {
    const merchantId = env.merchantId;
    const reload = await env.db
      .insertInto('promotions')
      .values({
        merchant_id: merchantId,
        titles: JSON.stringify({ PT: 'Recarga 100%', EN: 'Reload 100%' }),
        kind: 'RELOAD',
        percent: 100,
        max_bonus: '50000',
        min_deposit: '2000',
        turnover_multiplier: 1,
        max_bet: '2000',
        max_conversion: '5000',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const m = await newMember();
      await deposit(m, '300');
      await deposit(m, '100', reload.id);
      expect(await wallet(m)).toMatchObject({ bonusBalance: '100.00', unmetTurnover: '200.00' });
      // Slots count in full: 20 spins of 10.00 meet the 200.00.
      const session = await launch(m, 'ficha_fruit_lines');
      for (let i = 0; i < 20; i++) {
        const spin = await studioCall(env.app, session, 'POST', slotSpinPath('ficha_fruit_lines'), {
          stake: '10.00',
        });
        expect(spin.body.success).toBe(true);
      }
      const cashBefore = BigInt(
        (
          await env.db
            .selectFrom('ledger_accounts')
            .select('balance')
            .where('member_id', '=', String(m.memberId))
            .where('kind', '=', 'PLAYER_CASH')
            .executeTakeFirstOrThrow()
        ).balance,
      );
      const after = await wallet(m);
      expect(after).toMatchObject({ unmetTurnover: '0.00', bonusBalance: '0.00' });
      expect(after.cashBalance).toBe(((Number(cashBefore) + 5000) / 100).toFixed(2));
      const requirement = await env.db
        .selectFrom('turnover_requirements')
        .select(['released', 'forfeited'])
        .where('member_id', '=', String(m.memberId))
        .executeTakeFirstOrThrow();
      expect(requirement).toEqual({ released: '5000', forfeited: '5000' });
      // Asked again, nothing moves twice.
      expect((await wallet(m)).cashBalance).toBe(after.cashBalance);
      const history = (await m.call('GET', '/wps/relay/ODS2_MemberTransaction?txCode=BONUS_RELEASE')).body
        .value;
      expect(history.list.map((t: { amount: string }) => t.amount).sort()).toEqual(['-100.00', '50.00']);
      expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
    } finally {
      await env.db.updateTable('promotions').set({ active: false }).where('id', '=', reload.id).execute();
    }
  }, 120_000);

  it('keeps the ledger balanced (hardening 13)', async () => {
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
    const sums = await sql<{ n: string }>`SELECT count(*)::text AS n FROM welcome_bonus_claims`.execute(
      env.db,
    );
    expect(Number(sums.rows[0]!.n)).toBeGreaterThan(0);
  });
});
