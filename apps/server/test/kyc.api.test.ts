import fs from 'node:fs';
import path from 'node:path';
import { KYC_MAX_BYTES } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { AccountClient } from './account-client.ts';
import { ADULT, useKycApp } from './kyc-client.ts';
import { jpgBytes, pdfBytes, pngBytes } from './kyc-fixtures.ts';

// Issue 19 part 4: "Identity verification before the first withdrawal, or before the account is
// activated where the jurisdiction requires it ... CPF check digits and uniqueness, full name and
// date of birth consistent with the age rule, document photos and a selfie uploaded (checked by
// content type and size, stored outside the web root, viewable only by RISK staff), a review queue
// in the back office with approve, reject with reason and request more; withdrawals to a payout
// account not in the player's own CPF refused". Bad input: "an upload that is not an image or PDF,
// or over the size limit: each refused with a clear message, nothing changed."

const { env, staff, kycDir, ops, member, inboxTitles } = useKycApp(0);

describe('the withdrawal hold', () => {
  it('refuses a withdrawal until the identity is approved, then pays it out', async () => {
    const m = await member();
    expect(await m.state()).toMatchObject({
      status: 'NOT_STARTED',
      rule: 'FIRST_WITHDRAWAL',
      withdrawalsHeld: true,
      playHeld: false,
      canSubmit: true,
      documents: [],
    });
    const held = await m.withdraw();
    expect(held.status).toBe(403);
    expect(held.body).toMatchObject({ success: false, code: 'KYC_WITHDRAWAL_HELD' });
    expect(held.body.message).toContain('Verify your identity before your first withdrawal');

    await m.uploadAll();
    expect((await m.submit(ADULT)).body.value).toMatchObject({ status: 'PENDING', canSubmit: false });
    expect((await m.withdraw()).body.code).toBe('KYC_WITHDRAWAL_HELD');
    const approved = await ops(staff.risk, 'POST', `/ops/api/v1/kyc/cases/${m.memberId}/approve`, {
      reason: 'Documento conferido',
    });
    expect(approved.body().value).toMatchObject({ status: 'APPROVED', fullName: 'Maria Teste da Silva' });
    expect(await m.state()).toMatchObject({ status: 'APPROVED', withdrawalsHeld: false });
    expect((await m.withdraw()).body.value).toMatchObject({ status: 'PENDING', amount: '30.00' });
    expect(await inboxTitles(m)).toContain('Identity verified');
  });

  it("refuses a withdrawal to a CPF key that is not the member's own CPF", async () => {
    const m = await member();
    await m.uploadAll();
    await m.submit(ADULT);
    await ops(staff.risk, 'POST', `/ops/api/v1/kyc/cases/${m.memberId}/approve`, { reason: 'ok conferido' });
    // A key added while the account had no CPF: someone else's CPF.
    const other = await env.db
      .insertInto('bank_cards')
      .values({
        merchant_id: env.merchantId,
        member_id: String(m.memberId),
        kind: 'PIX',
        holder_name: 'Outra Pessoa',
        pix_key_type: 'CPF',
        pix_key: '52998224725',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await m.withdraw(other.id);
    expect(refused.body).toMatchObject({ code: 'PAYOUT_NOT_OWN_CPF' });
    expect(refused.body.message).toContain('only go to an account in your own CPF');
    const orders = await env.db
      .selectFrom('withdrawal_orders')
      .select('id')
      .where('member_id', '=', String(m.memberId))
      .execute();
    expect(orders).toEqual([]);
  });
});

describe('uploads, judged by content and size', () => {
  it('refuses a script named as an image, a PDF selfie, an empty and an oversized file, changing nothing', async () => {
    const m = await member();
    const filesBefore = fs.existsSync(kycDir()) ? fs.readdirSync(kycDir()).length : 0;
    const script = await m.upload('DOCUMENT_FRONT', Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(script.status).toBe(400);
    expect(script.body).toMatchObject({ success: false, code: 'KYC_FILE_INVALID' });
    expect(script.body.message).toBe(
      'Send a PNG or JPG photo, or a PDF (the selfie as PNG or JPG only). Nothing was changed.',
    );
    expect((await m.upload('SELFIE', pdfBytes(), 'application/pdf')).body.code).toBe('KYC_FILE_INVALID');
    expect((await m.upload('DOCUMENT_BACK', Buffer.alloc(0))).body.code).toBe('KYC_FILE_INVALID');
    const big = Buffer.concat([
      pngBytes().subarray(0, 33),
      Buffer.alloc(KYC_MAX_BYTES),
      pngBytes().subarray(-12),
    ]);
    const tooLarge = await m.upload('DOCUMENT_FRONT', big, 'image/png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({
      code: 'KYC_FILE_TOO_LARGE',
      message: 'The file is too large: at most 5 MB. Nothing was changed.',
    });
    expect((await m.state()).documents).toEqual([]);
    expect(fs.existsSync(kycDir()) ? fs.readdirSync(kycDir()).length : 0).toBe(filesBefore);
  });

  it('keeps the files in the KYC folder, replaces one of the same kind, and never serves them statically', async () => {
    const m = await member();
    await m.uploadAll();
    const rows = await env.db
      .selectFrom('kyc_documents')
      .selectAll()
      .where('member_id', '=', String(m.memberId))
      .execute();
    expect(rows.map((r) => [r.kind, r.content_type]).sort()).toEqual([
      ['DOCUMENT_BACK', 'application/pdf'],
      ['DOCUMENT_FRONT', 'image/png'],
      ['SELFIE', 'image/jpeg'],
    ]);
    const front = rows.find((r) => r.kind === 'DOCUMENT_FRONT')!;
    expect(fs.readFileSync(path.join(kycDir(), front.file_name))).toEqual(pngBytes());
    expect(path.relative(env.app.config.webDistDir, kycDir()).startsWith('..')).toBe(true);
    for (const url of [`/m/${front.file_name}`, `/${front.file_name}`, `/kyc-files/${front.file_name}`])
      expect((await env.app.inject({ method: 'GET', url })).rawPayload.equals(pngBytes())).toBe(false);
    // Again: the new file replaces the old one, which is deleted.
    expect((await m.upload('DOCUMENT_FRONT', pngBytes(7), 'image/png')).body.code).toBe('OK');
    expect(fs.existsSync(path.join(kycDir(), front.file_name))).toBe(false);
    expect((await m.state()).documents).toHaveLength(3);
  });
});

describe('the submission and its checks', () => {
  it('wants all three files, a full name and an adult date of birth', async () => {
    const m = await member();
    await m.upload('DOCUMENT_FRONT', pngBytes(), 'image/png');
    expect((await m.submit(ADULT)).body.code).toBe('KYC_DOCUMENTS_MISSING');
    await m.uploadAll();
    expect((await m.submit({ ...ADULT, fullName: 'Maria' })).body).toMatchObject({
      code: 'FIELD_INVALID',
      value: { field: 'fullName' },
    });
    expect((await m.submit({ ...ADULT, birthDate: '1990-02-30' })).body.value).toMatchObject({
      field: 'birthDate',
    });
    const year = new Date().getUTCFullYear();
    const minor = await m.submit({ ...ADULT, birthDate: `${year - 17}-01-01` });
    expect(minor.body).toMatchObject({
      code: 'KYC_UNDERAGE',
      message: 'Only players of 18 and over may play: the date of birth given does not allow it.',
    });
    expect((await m.state()).status).toBe('NOT_STARTED');
    expect((await m.submit(ADULT)).body.value.status).toBe('PENDING');
    // Under review: nothing more to upload or send.
    expect((await m.upload('SELFIE', jpgBytes(), 'image/jpeg')).body.code).toBe('KYC_CLOSED');
    expect((await m.submit(ADULT)).body.code).toBe('KYC_CLOSED');
  });

  it('takes the CPF of an account without one: check digits, one account per CPF', async () => {
    const client = new AccountClient(env.app, env.database, '10.37.9.1');
    const taken = await client.newMember('kyctaken');
    // An account opened before the CPF was asked for (or on a site that did not ask).
    const legacy = await client.newMember('kycnocpf');
    await env.db
      .updateTable('members')
      .set({ id_number: null })
      .where('id', '=', String(legacy.memberId))
      .execute();
    const token = legacy.token;
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, type?: string) =>
      env.app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${token}`,
          language: 'EN',
          ...(type ? { 'content-type': type } : {}),
        },
        ...(body !== undefined ? { payload: body as object } : {}),
      });
    expect((await call('GET', '/wps/kyc')).json().value.cpf).toBeNull();
    await call('PUT', '/wps/kyc/documents/DOCUMENT_FRONT', pngBytes(), 'image/png');
    await call('PUT', '/wps/kyc/documents/DOCUMENT_BACK', pngBytes(), 'image/png');
    await call('PUT', '/wps/kyc/documents/SELFIE', pngBytes(), 'image/png');
    expect(
      (await call('POST', '/wps/kyc/submit', { ...ADULT, cpf: '529.982.247-24' })).json().value,
    ).toMatchObject({
      field: 'cpf',
    });
    expect((await call('POST', '/wps/kyc/submit', { ...ADULT, cpf: taken.cpf })).json().code).toBe(
      'ID_NUMBER_TAKEN',
    );
    const sent = (await call('POST', '/wps/kyc/submit', { ...ADULT, cpf: '529.982.247-25' })).json();
    expect(sent.value).toMatchObject({ status: 'PENDING', cpf: '•••.•••.247-25' });
  });
});
