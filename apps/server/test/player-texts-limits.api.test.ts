import type { LanguageCode } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { rollEvenDice, StudioPlayer } from './studio-player.ts';
import { useTestApp } from './test-app.ts';

// What a new player reads before acting (hardening 16 and 18): the withdrawal limits, game records
// with the vendor's name, and the site's images labelled and drawn in the player's language.

const env = useTestApp();

async function get(url: string, options: { token?: string; language?: LanguageCode; host?: string } = {}) {
  const res = await env.app.inject({
    method: 'GET',
    url,
    headers: {
      language: options.language ?? 'PT',
      ...(options.host ? { host: options.host } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('withdrawal limits before submitting (hardening 16)', () => {
  it("answers the merchant's minimum, maximum, daily limit and today's remainder", async () => {
    const player = await StudioPlayer.create(env.app, env.db, 500_00n);
    const res = await get('/wps/transaction/withdrawSettings', { token: player.token });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      minAmount: '20.00',
      maxAmount: '50000.00',
      dailyMaxAmount: '100000.00',
      dailyRemainingAmount: '100000.00',
    });
  });

  it("counts today's orders, except rejected ones, against the daily limit", async () => {
    const player = await StudioPlayer.create(env.app, env.db, 500_00n);
    const { merchantId } = env;
    const memberId = String(player.memberId);
    const card = await env.db
      .insertInto('bank_cards')
      .values({
        merchant_id: merchantId,
        member_id: memberId,
        kind: 'PIX',
        holder_name: 'Teste',
        bank_name: null,
        branch: null,
        account_number: null,
        pix_key_type: 'EMAIL',
        pix_key: 'teste@example.com',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = (amount: string, status: 'PENDING' | 'REJECTED') => ({
      merchant_id: merchantId,
      member_id: memberId,
      card_id: card.id,
      amount,
      currency: 'BRL',
      status,
      decided_at: null,
      decided_by: null,
      reason: null,
    });
    await env.db
      .insertInto('withdrawal_orders')
      .values([order('12550', 'PENDING'), order('5000', 'REJECTED')])
      .execute();
    const res = await get('/wps/transaction/withdrawSettings', { token: player.token });
    expect(res.body.value).toMatchObject({
      dailyMaxAmount: '100000.00',
      dailyRemainingAmount: '99874.50',
    });
  });

  it('refuses a visitor with a clear envelope', async () => {
    const res = await get('/wps/transaction/withdrawSettings', { language: 'EN' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(res.body.message).not.toBe('');
  });
});

describe("texts in the player's language (hardening 18)", () => {
  it('labels and draws the footer images in Portuguese for PT and in English for EN', async () => {
    const pt = (await get('/wps/system/whitelabel', { language: 'PT' })).body.value.footer;
    const en = (await get('/wps/system/whitelabel', { language: 'EN' })).body.value.footer;
    expect(pt.licenceImages.map((image: { name: string }) => image.name)).toEqual([
      'Proibido para menores de 18 anos',
      'Jogo responsável',
      'Jogo comprovadamente justo',
    ]);
    expect(pt.paymentImages.map((image: { name: string }) => image.name)).toContain('Transferência bancária');
    expect(
      pt.paymentImages.find((image: { name: string }) => image.name === 'Transferência bancária').url,
    ).toBe('/static/demo/pay-bank-transfer-pt.svg');
    expect(en.licenceImages.map((image: { name: string }) => image.name)).toEqual([
      '18+',
      'Responsible gaming',
      'Provably fair',
    ]);
    expect(en.paymentImages.find((image: { name: string }) => image.name === 'Bank transfer').url).toBe(
      '/static/demo/pay-bank-transfer.svg',
    );
  });

  it('serves banner art with Portuguese words to PT only and English art to EN', async () => {
    const pt = (await get('/wps/system/banners', { language: 'PT' })).body.value.list;
    const en = (await get('/wps/system/banners', { language: 'EN' })).body.value.list;
    const files = (list: Array<{ url: string }>) => list.map((banner) => banner.url.split('/').pop());
    expect(files(pt)).toEqual([
      'ficha-banner-1.svg',
      'ficha-banner-2.svg',
      'ficha-banner-3.svg',
      'ficha-live-1.svg',
    ]);
    expect(files(en)).toEqual([
      'ficha-banner-1-en.svg',
      'ficha-banner-2-en.svg',
      'ficha-banner-3-en.svg',
      'ficha-live-1-en.svg',
    ]);
    expect(en.map((banner: { title: string }) => banner.title)).toContain('10% weekly cashback');
    for (const banner of [...pt, ...en]) {
      expect((await env.app.inject({ method: 'GET', url: banner.url })).statusCode, banner.url).toBe(200);
    }
  });

  it("names a game record's vendor (Ficha Originals), not its code", async () => {
    const player = await StudioPlayer.create(env.app, env.db, 50_00n);
    const session = await player.launch('ficha_dice');
    const round = await rollEvenDice(env.app, session);
    expect(round.body.success).toBe(true);
    const records = (await get('/lgw/orders', { token: player.token })).body.value.list;
    expect(records[0]).toMatchObject({ vendor: 'FICHA', vendorName: 'Ficha Originals', betAmount: '1.00' });
  });
});
