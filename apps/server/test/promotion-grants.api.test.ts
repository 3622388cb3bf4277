import { beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { balanceOf, playerAccount } from '../src/modules/ledger/ledger-accounts.ts';
import { type BonusGrant, expireLapsedGrants, grantBonus } from '../src/modules/promotions/index.ts';
import { AccountClient } from './account-client.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

/**
 * Issue 18, the grant primitive: "Each grant is a ledger transfer into a bonus account with its own
 * turnover requirement, game weights, expiry and maximum conversion; claims are idempotent (a double
 * tap, a retry or two processes grant once)", refused by the merchant's jurisdiction profile
 * ("Brazil's betting law (Lei 14.790/2023, art. 29) forbids granting any advance, bonus or prior
 * advantage"), and "an expired bonus is removed by a ledger transfer, never by editing a balance".
 */

const env = useTestApp();
let rioId: number;
let ip = 0;

beforeAll(async () => {
  rioId = await merchantIdOf(env.db, 'RIO');
});

async function member(merchant: 'RIO' | 'FICHA') {
  ip += 1;
  return new AccountClient(env.app, env.database, `10.18.0.${ip}`, merchant).newMember('grant');
}

function grant(memberId: number, overrides: Partial<BonusGrant> = {}): BonusGrant {
  return {
    merchantId: rioId,
    memberId,
    amount: 1_000n,
    currency: 'USD',
    key: `test:${memberId}:${Math.random()}`,
    kind: 'MISSION',
    turnoverMultiple: 5,
    expiresAt: null,
    maxConversion: 2_000n,
    maxBet: 500n,
    reason: 'test grant',
    createdBy: 'test',
    ...overrides,
  };
}

const bonusOf = async (merchantId: number, memberId: number, currency: string) =>
  balanceOf(env.db, await playerAccount(env.db, merchantId, memberId, 'PLAYER_BONUS', currency));

describe('grantBonus', () => {
  it('moves the bonus from the house into PLAYER_BONUS with its turnover requirement and terms', async () => {
    const m = await member('RIO');
    const result = await grantBonus(env.db, grant(m.memberId, { key: `mission:1:${m.memberId}` }));
    expect(result.granted).toBe(true);
    expect(await bonusOf(rioId, m.memberId, 'USD')).toBe(1_000n);
    const row = await env.db
      .selectFrom('turnover_requirements')
      .selectAll()
      .where('id', '=', result.grantId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ required: '5000', bonus: '1000', max_bet: '500', max_conversion: '2000' });
    expect(row.kind).toBe('MISSION');
    const wallet = await m.call('GET', '/wps/wallets/gcs');
    expect(wallet.body.value).toMatchObject({ bonusBalance: '10.00', unmetTurnover: '50.00' });
  });

  it('grants once per key: a double tap, a retry and concurrent calls', async () => {
    const m = await member('RIO');
    const key = `double:${m.memberId}`;
    const results = await Promise.all([1, 2, 3, 4].map(() => grantBonus(env.db, grant(m.memberId, { key }))));
    const again = await grantBonus(env.db, grant(m.memberId, { key }));
    expect([...results, again].filter((r) => r.granted)).toHaveLength(1);
    expect(new Set([...results, again].map((r) => r.grantId)).size).toBe(1);
    expect(await bonusOf(rioId, m.memberId, 'USD')).toBe(1_000n);
  });

  it('is refused by a Brazilian merchant for a bonus to wager, and for a kind its profile forbids', async () => {
    const m = await member('FICHA');
    const brazil = { merchantId: env.merchantId, currency: 'BRL' };
    await expect(grantBonus(env.db, grant(m.memberId, { ...brazil, kind: 'WELCOME' }))).rejects.toMatchObject(
      {
        code: 'PROMOTION_NOT_ALLOWED',
      },
    );
    // Cashback is allowed, but only as cash: nothing to wager.
    await expect(
      grantBonus(env.db, grant(m.memberId, { ...brazil, kind: 'CASHBACK' })),
    ).rejects.toMatchObject({
      code: 'PROMOTION_NOT_ALLOWED',
    });
    const cashback = await grantBonus(
      env.db,
      grant(m.memberId, { ...brazil, kind: 'CASHBACK', turnoverMultiple: 0, maxBet: null }),
    );
    expect(cashback.granted).toBe(true);
    // With nothing to wager the next wallet call releases it to cash.
    const wallet = await m.call('GET', '/wps/wallets/gcs');
    expect(wallet.body.value).toMatchObject({
      bonusBalance: '0.00',
      cashBalance: '10.00',
      withdrawable: '10.00',
    });
  });

  it('refuses a trial account, another merchant’s member, a wrong currency or amount, writing nothing', async () => {
    const m = await member('RIO');
    const ficha = await member('FICHA');
    const trial = await env.db
      .insertInto('members')
      .values({
        merchant_id: rioId,
        username: `trial${ip}x`,
        password_hash: 'x',
        type: 4,
        register_method: 'H5',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(grantBonus(env.db, grant(Number(trial.id)))).rejects.toMatchObject({ code: 'FREE_REJECT' });
    await expect(grantBonus(env.db, grant(ficha.memberId))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(grantBonus(env.db, grant(m.memberId, { currency: 'BRL' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(grantBonus(env.db, grant(m.memberId, { amount: 0n }))).rejects.toMatchObject({
      code: 'INVALID_AMOUNT',
    });
    const rows = await env.db
      .selectFrom('turnover_requirements')
      .select('id')
      .where('member_id', 'in', [trial.id, String(m.memberId)])
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('expires a lapsed bonus by a ledger transfer back to the house, once, and never releases it after', async () => {
    const m = await member('RIO');
    const past = new Date(Date.now() - 60_000);
    const lapsed = await grantBonus(
      env.db,
      grant(m.memberId, { key: `lapse:${m.memberId}`, expiresAt: past }),
    );
    await grantBonus(env.db, grant(m.memberId, { key: `keep:${m.memberId}`, expiresAt: null, amount: 300n }));
    await expireLapsedGrants(env.db);
    expect(await expireLapsedGrants(env.db)).toBe(0);
    expect(await bonusOf(rioId, m.memberId, 'USD')).toBe(300n);
    const transfer = await env.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'status'])
      .where('merchant_id', '=', rioId)
      .where('idempotency_key', '=', `bonus-expiry:${lapsed.grantId}`)
      .executeTakeFirstOrThrow();
    expect(transfer).toEqual({ kind: 'BONUS_EXPIRED', status: 'APPLIED' });
    const row = await env.db
      .selectFrom('turnover_requirements')
      .select(['released', 'forfeited', 'expired_at'])
      .where('id', '=', lapsed.grantId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ released: '0', forfeited: '1000' });
    expect(row.expired_at).not.toBeNull();
    const audit = await auditLedger(env.db);
    expect(audit).toEqual({ currencies: [], accounts: [] });
  });
});
