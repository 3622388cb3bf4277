import { describe, expect, it } from 'vitest';
import { ADULT, useKycApp } from './kyc-client.ts';
import { jpgBytes, pdfBytes } from './kyc-fixtures.ts';
import { depositMethodIds } from './payments-client.ts';
import { SECRET, VENDOR } from './rg-fixtures.ts';
import { vendorClient } from './wallet-fixtures.ts';

// Issue 19 part 4: "a review queue in the back office with approve, reject with reason and request
// more", documents "viewable only by RISK staff", and "identity verification ... before the account
// is activated where the jurisdiction requires it".

const { env, staff, ops, member, inboxTitles } = useKycApp(100);

describe('the review: RISK staff only', () => {
  it('shows the queue, the case and its files to RISK; 403 to support and finance', async () => {
    const m = await member();
    await m.uploadAll();
    await m.submit(ADULT);
    const queue = await ops(staff.risk, 'GET', '/ops/api/v1/kyc/cases');
    expect(queue.body().value.list).toContainEqual(
      expect.objectContaining({ memberId: String(m.memberId), status: 'PENDING', fullName: ADULT.fullName }),
    );
    const kase = (await ops(staff.risk, 'GET', `/ops/api/v1/kyc/cases/${m.memberId}`)).body().value;
    expect(kase).toMatchObject({
      cpf: m.cpf,
      birthDate: ADULT.birthDate,
      provider: 'manual',
      rule: 'FIRST_WITHDRAWAL',
    });
    expect(kase.age).toBeGreaterThanOrEqual(35);
    const file = await ops(staff.risk, 'GET', `/ops/api/v1/kyc/cases/${m.memberId}/documents/DOCUMENT_BACK`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(file.raw.equals(pdfBytes())).toBe(true);
    for (const token of [staff.support, staff.finance]) {
      for (const url of [
        '/ops/api/v1/kyc/cases',
        `/ops/api/v1/kyc/cases/${m.memberId}`,
        `/ops/api/v1/kyc/cases/${m.memberId}/documents/SELFIE`,
      ])
        expect((await ops(token, 'GET', url)).status).toBe(403);
      expect(
        (await ops(token, 'POST', `/ops/api/v1/kyc/cases/${m.memberId}/approve`, { reason: 'not mine' }))
          .status,
      ).toBe(403);
    }
    // No signed-in staff at all, or a member's token: 401.
    expect(
      (await env.app.inject({ method: 'GET', url: `/ops/api/v1/kyc/cases/${m.memberId}/documents/SELFIE` }))
        .statusCode,
    ).toBe(401);
    expect((await ops(m.token, 'GET', `/ops/api/v1/kyc/cases/${m.memberId}/documents/SELFIE`)).status).toBe(
      401,
    );
    expect((await m.state()).status).toBe('PENDING');
    const audit = await env.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `member:${m.memberId}`)
      .execute();
    expect(audit.map((a) => a.action)).toContain('kyc.document.view');
  });

  it('asks for more with a reason the member reads, takes the files again, then rejects for good', async () => {
    const m = await member();
    await m.uploadAll();
    await m.submit(ADULT);
    const more = await ops(staff.risk, 'POST', `/ops/api/v1/kyc/cases/${m.memberId}/request-more`, {
      reason: 'A foto do verso está ilegível',
    });
    expect(more.body().value.status).toBe('MORE_INFO_REQUESTED');
    expect(await m.state()).toMatchObject({
      status: 'MORE_INFO_REQUESTED',
      reason: 'A foto do verso está ilegível',
      canSubmit: true,
    });
    expect(await inboxTitles(m)).toContain('Identity verification: more information needed');
    // The same decision twice: the case is no longer pending.
    expect(
      (
        await ops(staff.risk, 'POST', `/ops/api/v1/kyc/cases/${m.memberId}/approve`, { reason: 'late click' })
      ).body().code,
    ).toBe('KYC_NOT_PENDING');
    expect((await m.upload('DOCUMENT_BACK', jpgBytes(), 'image/jpeg')).body.code).toBe('OK');
    expect((await m.submit(ADULT)).body.value).toMatchObject({ status: 'PENDING', reason: null });
    const rejected = await ops(staff.risk, 'POST', `/ops/api/v1/kyc/cases/${m.memberId}/reject`, {
      reason: 'O documento não é desta pessoa',
    });
    expect(rejected.body().value).toMatchObject({
      status: 'REJECTED',
      reason: 'O documento não é desta pessoa',
    });
    expect(await m.state()).toMatchObject({
      status: 'REJECTED',
      reason: 'O documento não é desta pessoa',
      canSubmit: false,
    });
    expect((await m.upload('SELFIE', jpgBytes(), 'image/jpeg')).body.code).toBe('KYC_CLOSED');
    expect((await m.withdraw()).body.code).toBe('KYC_WITHDRAWAL_HELD');
    expect(await inboxTitles(m)).toContain('Identity verification rejected');
    const audit = await env.db
      .selectFrom('audit_log')
      .select(['action', 'reason'])
      .where('target', '=', `member:${m.memberId}`)
      .orderBy('id')
      .execute();
    expect(audit.filter((a) => a.action !== 'kyc.document.view')).toEqual([
      { action: 'kyc.request_more', reason: 'A foto do verso está ilegível' },
      { action: 'kyc.reject', reason: 'O documento não é desta pessoa' },
    ]);
  });

  it('refuses a decision without a reason, changing nothing', async () => {
    const m = await member();
    await m.uploadAll();
    await m.submit(ADULT);
    const bad = await ops(staff.risk, 'POST', `/ops/api/v1/kyc/cases/${m.memberId}/reject`, { reason: ' ' });
    expect(bad.status).toBe(400);
    expect((await m.state()).status).toBe('PENDING');
  });
});

describe('where the jurisdiction wants the identity before activation', () => {
  it('holds deposits and vendor bets until approved, and lets them through after', async () => {
    const m = await member(50_00n);
    const session = await m.vendorSession();
    await env.db
      .updateTable('merchants')
      .set({ kyc_rule: 'BEFORE_ACTIVATION' })
      .where('id', '=', env.merchantId)
      .execute();
    try {
      expect(await m.state()).toMatchObject({ rule: 'BEFORE_ACTIVATION', playHeld: true });
      const { pix } = await depositMethodIds(m.call);
      const deposit = () =>
        m.call('POST', '/wps/relay/depositPaymentGateway', { methodId: pix, amount: '20' });
      const held = await deposit();
      expect(held.status).toBe(403);
      expect(held.body.code).toBe('KYC_ACTIVATION_HELD');
      const call = vendorClient(env.app, VENDOR, SECRET);
      const bet = (id: string) =>
        call('bet', { sessionId: session.id, transactionId: id, roundId: 'r1', amount: '1.00' });
      expect((await bet(`kyc-${m.memberId}-1`)).body.code).toBe('KYC_ACTIVATION_HELD');
      const orders = await env.db
        .selectFrom('deposit_orders')
        .select('id')
        .where('member_id', '=', String(m.memberId))
        .execute();
      expect(orders).toEqual([]);

      await m.uploadAll();
      await m.submit(ADULT);
      await ops(staff.risk, 'POST', `/ops/api/v1/kyc/cases/${m.memberId}/approve`, { reason: 'conferido' });
      expect((await deposit()).body.code).toBe('OK');
      expect((await bet(`kyc-${m.memberId}-2`)).body.code).toBe('OK');
    } finally {
      await env.db
        .updateTable('merchants')
        .set({ kyc_rule: 'FIRST_WITHDRAWAL' })
        .where('id', '=', env.merchantId)
        .execute();
    }
  });
});
