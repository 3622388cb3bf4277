import { beforeAll, expect } from 'vitest';
import { jpgBytes, pdfBytes, pngBytes } from './kyc-fixtures.ts';
import { rgMember, SECRET, VENDOR } from './rg-fixtures.ts';
import { staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { useTestApp } from './test-app.ts';

/**
 * What the identity-verification tests share (issue 19 part 4): an app with a vendor, RISK,
 * SUPPORT and FINANCE staff of FICHA, and members with cash, a payment password and a PIX key in
 * their own CPF, with calls for the verification.
 */
export function useKycApp(ipBase: number) {
  const env = useTestApp({ vendor: { code: VENDOR, secret: SECRET } });
  const staff = { risk: '', support: '', finance: '' };
  let ip = ipBase;

  beforeAll(async () => {
    const token = async (role: 'RISK' | 'SUPPORT' | 'FINANCE') =>
      staffToken(env.app, env.db, await addStaff(env.db, { role, merchantId: env.merchantId, totp: true }));
    [staff.risk, staff.support, staff.finance] = [
      await token('RISK'),
      await token('SUPPORT'),
      await token('FINANCE'),
    ];
  }, 60_000);

  const kycDir = () => env.app.config.kycFilesDir;

  async function ops(token: string, method: 'GET' | 'POST', url: string, body?: object) {
    const res = await env.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, language: 'EN' },
      ...(body ? { payload: body } : {}),
    });
    return {
      status: res.statusCode,
      raw: res.rawPayload,
      type: res.headers['content-type'],
      body: res.json.bind(res),
    };
  }

  /** A member with cash, a payment password and a PIX key in its own CPF. */
  async function member(cash = 100_00n) {
    ip += 1;
    const m = await rgMember(env.app, env.database, { cash, prefix: `kyc${ip}` });
    await m.setPaymentPassword();
    const card = await m.call('POST', '/wps/member/bankCard', {
      kind: 'PIX',
      holderName: 'Maria Teste',
      pixKeyType: 'CPF',
      pixKey: m.cpf,
    });
    expect(card.body.code).toBe('OK');
    const upload = async (kind: string, bytes: Buffer, type = 'application/octet-stream') => {
      const res = await env.app.inject({
        method: 'PUT',
        url: `/wps/kyc/documents/${kind}`,
        headers: { authorization: `Bearer ${m.token}`, 'content-type': type, language: 'EN' },
        payload: bytes,
      });
      return { status: res.statusCode, body: res.json() };
    };
    const withdraw = (cardId = card.body.value.id as string) =>
      m.call('POST', '/wps/transaction/withdraw', { cardId, amount: '30', paymentPassword: '246810' });
    const state = async () => (await m.call('GET', '/wps/kyc')).body.value;
    const submit = (body: object) => m.call('POST', '/wps/kyc/submit', body);
    const uploadAll = async () => {
      expect((await upload('DOCUMENT_FRONT', pngBytes(), 'image/png')).body.code).toBe('OK');
      expect((await upload('DOCUMENT_BACK', pdfBytes(), 'application/pdf')).body.code).toBe('OK');
      expect((await upload('SELFIE', jpgBytes(), 'image/jpeg')).body.code).toBe('OK');
    };
    return { ...m, upload, uploadAll, withdraw, state, submit };
  }

  const inboxTitles = async (m: Awaited<ReturnType<typeof member>>) =>
    (
      (await m.call('GET', '/wps/inbox/messages?pageNo=1&pageSize=10')).body.value.list as Array<{
        title: string;
      }>
    ).map((x) => x.title);

  return { env, staff, kycDir, ops, member, inboxTitles };
}

export const ADULT = { fullName: 'Maria Teste da Silva', birthDate: '1990-05-20' };
