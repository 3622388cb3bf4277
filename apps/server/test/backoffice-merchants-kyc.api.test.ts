import { describe, expect, it } from 'vitest';
import { readMerchantFile } from '../src/cli/merchant-file.ts';
import { verifiedIdentity } from './kyc-fixtures.ts';
import { depositMethodIds, paymentsTestApp } from './payments-client.ts';
import { merchantIdOf } from './test-app.ts';

// Issue 19 part 4: the operator chooses what waits for identity verification, in the console's
// merchant settings (and in a merchant:add file): the first withdrawal, or deposits and real-money
// play too. The demo Ficha keeps FIRST_WITHDRAWAL: the spec's journeys register, then deposit.

const env = paymentsTestApp('10.3.7.');
const { newMember, staff } = env;

const kycRuleOf = async (code: string) =>
  (
    await env.database.db
      .selectFrom('merchants')
      .select('kyc_rule')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).kyc_rule;

const depositOrdersOf = (memberId: number) =>
  env.database.db
    .selectFrom('deposit_orders')
    .select('id')
    .where('member_id', '=', String(memberId))
    .execute();

const FILE = {
  code: 'LEI',
  name: 'Lei Bet',
  logoUrl: '/static/demo/ficha-logo.svg',
  brand: { primary: '#7c3aed', primaryContrast: '#ffffff', accent: '#facc15' },
  defaultLanguage: 'PT',
  languages: ['PT', 'EN'],
  currency: 'BRL',
  currencySymbol: 'R$',
  country: 'BR',
  hosts: ['lei.localhost'],
};

describe("the merchant's KYC rule in the console", () => {
  it('shows the demo Ficha on FIRST_WITHDRAWAL, where a new member deposits before verifying', async () => {
    const fichaId = await merchantIdOf(env.database.db, 'FICHA');
    const edit = (await staff('GET', `/ops/api/v1/merchants/${fichaId}`)).body.value;
    expect(edit.settings.kycRule).toBe('FIRST_WITHDRAWAL');
    expect(await kycRuleOf('FICHA')).toBe('FIRST_WITHDRAWAL');
    const m = await newMember();
    const { pix } = await depositMethodIds(m.call);
    const deposit = await m.call('POST', '/wps/relay/depositPaymentGateway', { methodId: pix, amount: '20' });
    expect(deposit.body.code).toBe('OK');
  });

  it('saves BEFORE_ACTIVATION to merchants.kyc_rule; an unverified member is then refused a deposit', async () => {
    const fichaId = await merchantIdOf(env.database.db, 'FICHA');
    const edit = (await staff('GET', `/ops/api/v1/merchants/${fichaId}`)).body.value;
    const saved = await staff('POST', `/ops/api/v1/merchants/${fichaId}/settings`, {
      version: edit.version,
      settings: { ...edit.settings, kycRule: 'BEFORE_ACTIVATION' },
      reason: 'Lei 14.790/2023',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value.settings.kycRule).toBe('BEFORE_ACTIVATION');
    expect(await kycRuleOf('FICHA')).toBe('BEFORE_ACTIVATION');
    const audit = await env.database.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'merchant.update')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      before: { kycRule: 'FIRST_WITHDRAWAL' },
      after: { kycRule: 'BEFORE_ACTIVATION' },
    });

    const m = await newMember();
    const { pix, bank } = await depositMethodIds(m.call);
    const held = await m.call('POST', '/wps/relay/depositPaymentGateway', { methodId: pix, amount: '20' });
    expect(held).toMatchObject({
      status: 403,
      body: {
        success: false,
        code: 'KYC_ACTIVATION_HELD',
        message: expect.stringContaining('Your account is activated once your identity is verified'),
      },
    });
    const manual = await m.call(
      'POST',
      '/wps/relay/depositManualTransfer',
      { methodId: bank, amount: '60', reference: 'TED 1' },
      'PT',
    );
    expect(manual.body).toMatchObject({
      code: 'KYC_ACTIVATION_HELD',
      message: expect.stringContaining('Sua conta só é ativada depois da verificação de identidade'),
    });
    expect(await depositOrdersOf(m.memberId)).toEqual([]);
    // Once verified, the member deposits.
    await verifiedIdentity(env.database.db, m.memberId);
    const paid = await m.call('POST', '/wps/relay/depositPaymentGateway', { methodId: pix, amount: '20' });
    expect(paid.body.code).toBe('OK');

    // And back: the demo runs FIRST_WITHDRAWAL.
    const again = (await staff('GET', `/ops/api/v1/merchants/${fichaId}`)).body.value;
    const restored = await staff('POST', `/ops/api/v1/merchants/${fichaId}/settings`, {
      version: again.version,
      settings: { ...again.settings, kycRule: 'FIRST_WITHDRAWAL' },
    });
    expect(restored.status).toBe(200);
    expect(await kycRuleOf('FICHA')).toBe('FIRST_WITHDRAWAL');
  });

  it('refuses a rule it does not know with a 400 naming the field, changing nothing', async () => {
    const fichaId = await merchantIdOf(env.database.db, 'FICHA');
    const edit = (await staff('GET', `/ops/api/v1/merchants/${fichaId}`)).body.value;
    const answer = await staff('POST', `/ops/api/v1/merchants/${fichaId}/settings`, {
      version: edit.version,
      settings: { ...edit.settings, kycRule: 'NEVER' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_REQUEST');
    expect(answer.body.value.issues.map((i: { field: string }) => i.field)).toContain(
      'body.settings.kycRule',
    );
    const after = (await staff('GET', `/ops/api/v1/merchants/${fichaId}`)).body.value;
    expect(after.version).toBe(edit.version);
    expect(await kycRuleOf('FICHA')).toBe('FIRST_WITHDRAWAL');
  });

  it('takes the rule from a merchant:add file and from the console\'s "new merchant"', async () => {
    const plain = readMerchantFile(FILE, { production: false });
    expect(plain.ok && plain.merchant.merchant.kyc_rule).toBe('FIRST_WITHDRAWAL');
    const strict = readMerchantFile({ ...FILE, kycRule: 'BEFORE_ACTIVATION' }, { production: false });
    expect(strict.ok && strict.merchant.merchant.kyc_rule).toBe('BEFORE_ACTIVATION');
    const unknown = readMerchantFile({ ...FILE, kycRule: 'SOMETIMES' }, { production: false });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.problems.join()).toMatch(/^kycRule: /);

    const created = await staff('POST', '/ops/api/v1/merchants', { ...FILE, kycRule: 'BEFORE_ACTIVATION' });
    expect(created.status).toBe(200);
    expect(created.body.value.settings.kycRule).toBe('BEFORE_ACTIVATION');
    expect(await kycRuleOf('LEI')).toBe('BEFORE_ACTIVATION');
  });
});
