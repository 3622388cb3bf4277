import { describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { sandboxPixGateway } from '../src/modules/payments/payment-gateway.ts';
import { uniqueCpf } from './account-client.ts';
import { verifiedIdentity } from './kyc-fixtures.ts';
import { depositByPix, type PayingMember, payingMember, paymentsTestApp } from './payments-client.ts';
import { merchantIdOf } from './test-app.ts';

// Issue 19 part 4: withdrawals go only to accounts in the player's own CPF. A CPF key names its
// owner; an e-mail, phone or random (EVP) key is looked up by the merchant's PIX gateway, as a PSP
// looks it up in the DICT. The sandbox's DICT knows the e-mail and mobile number members of the
// merchant registered, with the CPF their approved verification holds; a random key it does not know.

const env = paymentsTestApp('10.3.8.');
const db = () => env.database.db;
let rioIp = 0;

const OWNER_REFUSAL_EN =
  'This PIX key could not be confirmed as yours: withdrawals only go to keys in your own name and CPF. Use your CPF as the key, or a key registered in your name.';
const OWNER_REFUSAL_PT =
  'Não foi possível confirmar que esta chave PIX é sua: saques só vão para chaves no seu nome e CPF. Use o seu CPF como chave, ou uma chave registrada no seu nome.';

let mobileTail = 0;
/** A member whose registered e-mail and Brazilian mobile number are written as registration writes them. */
async function withContact(m: PayingMember) {
  mobileTail += 1;
  const contact = {
    email: `${m.username}@example.com`,
    mobile: `119${String(Date.now() % 10_000_000).padStart(7, '0')}`.slice(0, 10) + String(mobileTail % 10),
  };
  await db()
    .updateTable('members')
    .set({ email: contact.email, country_dialing_code: '55', mobile_num: contact.mobile })
    .where('id', '=', String(m.memberId))
    .execute();
  return { ...m, ...contact, phoneKey: `+55${contact.mobile}` };
}

/** A member with cash and a payment password (not yet verified). */
async function funded(amount = '100') {
  const m = await withContact(await env.newMember());
  await depositByPix(env.app, m, amount);
  expect((await m.setPaymentPassword()).body.code).toBe('OK');
  return m;
}

const addKey = (m: PayingMember, pixKeyType: string, pixKey: string, language = 'EN') =>
  m.call(
    'POST',
    '/wps/member/bankCard',
    { kind: 'PIX', holderName: 'Maria Teste', pixKeyType, pixKey },
    language,
  );

const withdraw = (m: PayingMember, cardId: string, language = 'EN') =>
  m.call('POST', '/wps/transaction/withdraw', { cardId, amount: '40', paymentPassword: '246810' }, language);

const cash = async (m: PayingMember) => (await m.call('GET', '/wps/wallets/gcs')).body.value.sumBalance;
const cardCount = async (m: PayingMember) =>
  (await m.call('GET', '/wps/relay/MCS2_bankCards')).body.value.list.length;
const withdrawalOrders = (m: PayingMember) =>
  db().selectFrom('withdrawal_orders').select('id').where('member_id', '=', String(m.memberId)).execute();

/** The refusal at withdrawal left everything as it was: the cash, no order, a balanced ledger. */
async function nothingMoved(m: PayingMember, balance: string) {
  expect(await cash(m)).toBe(balance);
  expect(await withdrawalOrders(m)).toEqual([]);
  expect(await auditLedger(db())).toEqual({ currencies: [], accounts: [] });
}

describe('PIX keys in the member own name (issue 19 part 4)', () => {
  it("accepts the member's own e-mail and mobile keys, and withdraws to them", async () => {
    const m = await funded();
    await verifiedIdentity(db(), m.memberId);
    // The DICT keeps e-mail keys in lower case; the registered e-mail matches in any case.
    const email = await addKey(m, 'EMAIL', m.email.toUpperCase());
    expect(email.body.code).toBe('OK');
    const phone = await addKey(m, 'PHONE', m.phoneKey);
    expect(phone.body.code).toBe('OK');
    expect((await withdraw(m, email.body.value.id)).body.value).toMatchObject({ status: 'PENDING' });
    expect((await withdraw(m, phone.body.value.id)).body.value).toMatchObject({ balance: '20.00' });
  });

  it("refuses another member's e-mail: at add once verified, at withdrawal when added before", async () => {
    const other = await withContact(await env.newMember());
    await verifiedIdentity(db(), other.memberId);
    const m = await funded();
    // Before the verification there is no CPF to compare with: the key is kept, and checked later.
    const early = await addKey(m, 'EMAIL', other.email);
    expect(early.body.code).toBe('OK');
    await verifiedIdentity(db(), m.memberId);
    const refused = await withdraw(m, early.body.value.id);
    expect(refused).toMatchObject({
      status: 409,
      body: { success: false, code: 'PAYOUT_KEY_OWNER_UNCONFIRMED', message: OWNER_REFUSAL_EN },
    });
    expect((await withdraw(m, early.body.value.id, 'PT')).body.message).toBe(OWNER_REFUSAL_PT);
    await nothingMoved(m, '100.00');

    // Now verified: a key in someone else's name is never saved; the form is told which field.
    const before = await cardCount(m);
    for (const [type, key] of [
      ['EMAIL', `${other.username}@EXAMPLE.com`],
      ['PHONE', other.phoneKey],
    ] as const) {
      const added = await addKey(m, type, key, 'PT');
      expect(added, key).toMatchObject({
        status: 409,
        body: { code: 'PAYOUT_KEY_OWNER_UNCONFIRMED', message: OWNER_REFUSAL_PT, value: { field: 'pixKey' } },
      });
    }
    expect(await cardCount(m)).toBe(before);
  });

  it('refuses a random (EVP) key, which the sandbox DICT does not know', async () => {
    const m = await funded('50');
    const evp = await addKey(m, 'EVP', '123e4567-e89b-12d3-a456-426614174000');
    expect(evp.body.code).toBe('OK');
    await verifiedIdentity(db(), m.memberId);
    expect((await withdraw(m, evp.body.value.id)).body.code).toBe('PAYOUT_KEY_OWNER_UNCONFIRMED');
    await nothingMoved(m, '50.00');
    const later = await addKey(m, 'EVP', '223e4567-e89b-12d3-a456-426614174000');
    expect(later.body).toMatchObject({ code: 'PAYOUT_KEY_OWNER_UNCONFIRMED', value: { field: 'pixKey' } });
  });

  it("refuses an e-mail whose owner's identity is not verified", async () => {
    const unverified = await withContact(await env.newMember());
    const m = await funded('50');
    await verifiedIdentity(db(), m.memberId);
    const added = await addKey(m, 'EMAIL', unverified.email);
    expect(added.body).toMatchObject({ code: 'PAYOUT_KEY_OWNER_UNCONFIRMED', value: { field: 'pixKey' } });
  });

  it("refuses another person's CPF key: at add, and at withdrawal for a key kept from before", async () => {
    const m = await funded('50');
    await verifiedIdentity(db(), m.memberId);
    const stranger = uniqueCpf();
    const added = await addKey(m, 'CPF', stranger);
    expect(added.body).toMatchObject({ code: 'FIELD_INVALID', value: { field: 'pixKey' } });
    // A key from the time the account had no CPF (it was not compared then).
    const card = await db()
      .insertInto('bank_cards')
      .values({
        merchant_id: await merchantIdOf(db()),
        member_id: String(m.memberId),
        kind: 'PIX',
        holder_name: 'Maria Teste',
        bank_name: null,
        branch: null,
        account_number: null,
        pix_key_type: 'CPF',
        pix_key: stranger,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await withdraw(m, card.id)).body.code).toBe('PAYOUT_NOT_OWN_CPF');
    await nothingMoved(m, '50.00');
    // The member's own CPF key is the way out.
    const own = await addKey(m, 'CPF', m.cpf);
    expect((await withdraw(m, own.body.value.id)).body.value).toMatchObject({ balance: '10.00' });
  });

  it('refuses every key but the CPF on a merchant without a PIX gateway: nobody can look the key up', async () => {
    rioIp += 1;
    const m = await withContact(
      await payingMember(env.app, env.database, { ip: `10.3.18.${rioIp}`, prefix: 'rio', merchant: 'RIO' }),
    );
    expect((await m.setPaymentPassword()).body.code).toBe('OK');
    const early = await addKey(m, 'EMAIL', m.email);
    expect(early.body.code).toBe('OK');
    // Rio Sorte does not ask for the CPF at registration: the verification takes it.
    await db()
      .updateTable('members')
      .set({ id_number: m.cpf })
      .where('id', '=', String(m.memberId))
      .execute();
    await verifiedIdentity(db(), m.memberId);
    expect((await withdraw(m, early.body.value.id)).body.code).toBe('PAYOUT_KEY_OWNER_UNCONFIRMED');
    expect(await withdrawalOrders(m)).toEqual([]);
    const phone = await addKey(m, 'PHONE', m.phoneKey);
    expect(phone.body).toMatchObject({ code: 'PAYOUT_KEY_OWNER_UNCONFIRMED', value: { field: 'pixKey' } });
    expect((await addKey(m, 'CPF', m.cpf)).body.code).toBe('OK');
  });
});

describe("the sandbox's stand-in for the DICT", () => {
  it('owns a CPF key by that CPF, an e-mail or mobile by the verified member, and knows no random key', async () => {
    const merchantId = await merchantIdOf(db());
    const m = await withContact(await env.newMember());
    const owner = (type: 'CPF' | 'EMAIL' | 'PHONE' | 'EVP', key: string, on = merchantId) =>
      sandboxPixGateway.keyOwner(db(), { merchantId: on, type, key });
    expect(await owner('CPF', '52998224725')).toEqual({ cpf: '52998224725' });
    expect(await owner('EMAIL', m.email)).toBeNull();
    await verifiedIdentity(db(), m.memberId);
    expect(await owner('EMAIL', m.email)).toEqual({ cpf: m.cpf });
    expect(await owner('PHONE', m.phoneKey)).toEqual({ cpf: m.cpf });
    expect(await owner('EMAIL', m.email, await merchantIdOf(db(), 'RIO'))).toBeNull();
    expect(await owner('EVP', '123e4567-e89b-12d3-a456-426614174000')).toBeNull();
    expect(await owner('PHONE', '+14155550100')).toBeNull();
    // A number stored with its leading zero (spec section 3 removes one when registering).
    await db()
      .updateTable('members')
      .set({ mobile_num: `0${m.mobile}` })
      .where('id', '=', String(m.memberId))
      .execute();
    expect(await owner('PHONE', m.phoneKey)).toEqual({ cpf: m.cpf });
    // Two verified members with one e-mail: a key has one owner, so it is nobody's.
    const twin = await env.newMember();
    await db()
      .updateTable('members')
      .set({ email: m.email })
      .where('id', '=', String(twin.memberId))
      .execute();
    await verifiedIdentity(db(), twin.memberId);
    expect(await owner('EMAIL', m.email)).toBeNull();
  });
});
