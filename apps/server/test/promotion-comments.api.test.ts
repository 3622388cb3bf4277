import { beforeAll, describe, expect, it } from 'vitest';
import { AccountClient } from './account-client.ts';
import { base64, GIF, JPEG, pendingCommentOf, pngOf } from './comment-fixtures.ts';
import { cashbackOf } from './promotion-fixtures.ts';
import { opsCall, staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

/**
 * Issue 18 part 2, /m/activityDetail: "comments of up to 140 characters with up to 3 images, checked
 * by content and size, moderated by the operator"; spec section 5: "activity comment up to 140
 * characters, images png or jpg up to 5 MB each and at most 3". Bad input changes nothing; one
 * site never sees or moderates another's comments.
 */

const env = useTestApp();
let ip = 0;
let fichaId: number;
let rioId: number;
let promo: number;
let rioPromo: number;
let admin: string;

const client = (merchant: 'FICHA' | 'RIO' = 'FICHA') => {
  ip += 1;
  return new AccountClient(env.app, env.database, `10.40.0.${ip}`, merchant);
};
const member = (merchant: 'FICHA' | 'RIO' = 'FICHA') => client(merchant).newMember('cmt');
const commentCount = async () =>
  Number(
    (
      await env.db
        .selectFrom('promotion_comments')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const ops = (token: string, method: 'GET' | 'POST', url: string, body?: object) =>
  opsCall(env.app, token, method, url, body);
/** An image address asked on a site: its status (the bytes are no envelope). */
const imageStatus = async (url: string, merchant: 'FICHA' | 'RIO') =>
  (await env.app.inject({ method: 'GET', url, headers: { merchant } })).statusCode;
const queue = (token: string, merchantId = fichaId) =>
  ops(token, 'GET', `/ops/api/v1/promotion-comments?merchantId=${merchantId}`);

beforeAll(async () => {
  fichaId = env.merchantId;
  rioId = await merchantIdOf(env.db, 'RIO');
  promo = await cashbackOf(env.db, fichaId);
  rioPromo = await cashbackOf(env.db, rioId);
  admin = await staffToken(
    env.app,
    env.db,
    await addStaff(env.db, { role: 'ADMIN', merchantId: fichaId, totp: true }),
  );
}, 60_000);

describe('posting a comment', () => {
  it('asks a visitor to log in and refuses a trial account', async () => {
    const visitor = client();
    const url = `/wps/promotions/${promo}/comments`;
    const guest = await visitor.call('POST', url, { body: { text: 'hello' } });
    expect(guest).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    const trial = await visitor.call('POST', '/wps/session/login/freeplay', { body: {} });
    const refused = await visitor.call('POST', url, {
      token: trial.body.value.token,
      body: { text: 'hello' },
    });
    expect(refused.body.code).toBe('FREE_REJECT');
    expect((await visitor.call('GET', url)).body.value).toMatchObject({ list: [], total: 0 });
  });

  it('refuses 141 characters, a blank text, 4 images, a GIF, a 6 MB image and bad base64, storing nothing', async () => {
    const m = await member();
    const url = `/wps/promotions/${promo}/comments`;
    const before = await commentCount();
    const cases: Array<[object, number, string]> = [
      [{ text: 'x'.repeat(141) }, 400, 'COMMENT_TEXT_INVALID'],
      [{ text: '   ' }, 400, 'COMMENT_TEXT_INVALID'],
      [{ text: 'four', images: [1, 2, 3, 4].map(() => base64(pngOf())) }, 400, 'COMMENT_TOO_MANY_IMAGES'],
      [{ text: 'gif', images: [base64(GIF)] }, 400, 'COMMENT_IMAGE_INVALID'],
      [
        { text: 'renamed', images: [base64(Buffer.from('<script>alert(1)</script>'))] },
        400,
        'COMMENT_IMAGE_INVALID',
      ],
      [{ text: 'big', images: [base64(pngOf(6 * 1024 * 1024))] }, 413, 'COMMENT_IMAGE_TOO_LARGE'],
      [{ text: 'b64', images: ['not base64!'] }, 400, 'COMMENT_IMAGE_INVALID'],
      [{ text: 'one good, one gif', images: [base64(pngOf()), base64(GIF)] }, 400, 'COMMENT_IMAGE_INVALID'],
    ];
    for (const [body, status, code] of cases) {
      const res = await m.call('POST', url, body);
      expect(res, code).toMatchObject({ status, body: { success: false, code } });
    }
    const pt = await m.call('POST', url, { text: 'x'.repeat(141) }, 'PT');
    expect(pt.body.message).toBe('O comentário deve ter de 1 a 140 caracteres. Nada foi enviado.');
    const big = await m.call('POST', url, { text: 'big', images: [base64(pngOf(6 * 1024 * 1024))] });
    expect(big.body.message).toBe('Each image may be at most 5 MB. Nothing was sent.');
    expect(await commentCount()).toBe(before);
  });

  it('takes 140 characters (emoji count as one) with a PNG and a JPG, waiting for the operator', async () => {
    const m = await member();
    const url = `/wps/promotions/${promo}/comments`;
    const text = `  ${'😀'.repeat(140)}  `;
    const res = await m.call('POST', url, { text, images: [base64(pngOf()), base64(JPEG)] });
    expect(res.body.code).toBe('OK');
    expect(res.body.value).toMatchObject({
      text: '😀'.repeat(140),
      status: 'PENDING',
      isOwn: true,
      imageCount: 2,
      imageUrls: [],
    });
    // The author sees it as waiting; another member and a visitor do not see it at all.
    const own = await m.call('GET', url);
    expect(own.body.value.list.map((c: { id: string }) => c.id)).toContain(res.body.value.id);
    const other = await (await member()).call('GET', url);
    expect(other.body.value.list.map((c: { id: string }) => c.id)).not.toContain(res.body.value.id);
    const stored = await env.db
      .selectFrom('promotion_comment_images')
      .select('mime')
      .where('comment_id', '=', res.body.value.id)
      .orderBy('id')
      .execute();
    expect(stored.map((s) => s.mime)).toEqual(['image/png', 'image/jpeg']);
  });

  it('allows 3 comments a minute per member', async () => {
    const m = await member();
    const url = `/wps/promotions/${promo}/comments`;
    for (const n of [1, 2, 3]) expect((await m.call('POST', url, { text: `n${n}` })).body.code).toBe('OK');
    const fourth = await m.call('POST', url, { text: 'n4' });
    expect(fourth).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  });

  it("finds no other site's promotion, comments or images (IDOR)", async () => {
    const rio = await member('RIO');
    const posted = await rio.call('POST', `/wps/promotions/${rioPromo}/comments`, {
      text: 'Rio only',
      images: [base64(pngOf())],
    });
    const rioStaff = await addStaff(env.db, { role: 'ADMIN', merchantId: rioId, totp: true });
    const rioAdmin = await staffToken(env.app, env.db, rioStaff);
    await ops(rioAdmin, 'POST', `/ops/api/v1/promotion-comments/${posted.body.value.id}/approve`, {
      merchantId: rioId,
    });
    const rioImage = (await rio.call('GET', `/wps/promotions/${rioPromo}/comments`)).body.value.list[0]
      .imageUrls[0] as string;
    expect(await imageStatus(rioImage, 'RIO')).toBe(200);
    const ficha = await member();
    const before = await commentCount();
    const post = await ficha.call('POST', `/wps/promotions/${rioPromo}/comments`, { text: 'hi' });
    expect(post).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect((await ficha.call('GET', `/wps/promotions/${rioPromo}/comments`)).status).toBe(404);
    expect(await imageStatus(rioImage, 'FICHA')).toBe(404);
    // Ficha's staff name Rio's comment: with their own merchant or with Rio's, nothing is found.
    for (const merchantId of [fichaId, rioId]) {
      const approve = await ops(
        admin,
        'POST',
        `/ops/api/v1/promotion-comments/${posted.body.value.id}/approve`,
        {
          merchantId,
        },
      );
      expect(approve.status).toBe(404);
    }
    expect((await queue(admin, rioId)).status).toBe(404);
    expect(await commentCount()).toBe(before);
  });
});

describe('moderation', () => {
  it('lists waiting comments first, approves and rejects once with an audit row, and shows the approved', async () => {
    const m = await member();
    const url = `/wps/promotions/${promo}/comments`;
    const first = (await m.call('POST', url, { text: 'Great cashback', images: [base64(pngOf())] })).body
      .value;
    const second = (await m.call('POST', url, { text: 'Spam spam' })).body.value;
    const list = (await queue(admin)).body.value;
    expect(list.pending).toBeGreaterThanOrEqual(2);
    expect(list.list.slice(0, list.pending).every((c: { status: string }) => c.status === 'PENDING')).toBe(
      true,
    );
    const row = list.list.find((c: { id: string }) => c.id === first.id);
    expect(row).toMatchObject({ username: m.username, text: 'Great cashback', merchantId: fichaId });
    expect(row.imageIds).toHaveLength(1);
    // The moderator sees the waiting image; the public address does not serve it yet.
    const opsImage = await env.app.inject({
      method: 'GET',
      url: `/ops/api/v1/promotion-comments/images/${row.imageIds[0]}?merchantId=${fichaId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(opsImage.headers['content-type']).toBe('image/png');
    expect(await imageStatus(`/wps/promotions/comment-images/${row.imageIds[0]}`, 'FICHA')).toBe(404);

    const approve = `/ops/api/v1/promotion-comments/${first.id}/approve`;
    expect((await ops(admin, 'POST', approve, { merchantId: fichaId })).body.value).toMatchObject({
      status: 'APPROVED',
    });
    const again = await ops(admin, 'POST', approve, { merchantId: fichaId });
    expect(again).toMatchObject({ status: 409, body: { code: 'COMMENT_NOT_PENDING' } });
    const reject = `/ops/api/v1/promotion-comments/${second.id}/reject`;
    const noReason = await ops(admin, 'POST', reject, { merchantId: fichaId });
    expect(noReason.status).toBe(400);
    const rejected = await ops(admin, 'POST', reject, { merchantId: fichaId, reason: 'Spam' });
    expect(rejected.body.value).toMatchObject({ status: 'REJECTED' });
    const audit = await env.db
      .selectFrom('audit_log')
      .select(['action', 'reason', 'merchant_id'])
      .where('target', 'in', [`promotion-comment:${first.id}`, `promotion-comment:${second.id}`])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'promotion-comment.approve', reason: null, merchant_id: fichaId },
      { action: 'promotion-comment.reject', reason: 'Spam', merchant_id: fichaId },
    ]);

    // A visitor reads the approved comment with a masked name and its image; the rejected one never.
    const visitor = client();
    const page = (await visitor.call('GET', `${url}?pageSize=50`)).body.value;
    const shown = page.list.find((c: { id: string }) => c.id === first.id);
    expect(shown).toMatchObject({ status: 'APPROVED', isOwn: false, text: 'Great cashback', imageCount: 1 });
    expect(shown.username).not.toBe(m.username);
    expect(shown.username).toMatch(/^\w{2}\*\*\*\w$/);
    expect(page.list.some((c: { id: string }) => c.id === second.id)).toBe(false);
    const image = await env.app.inject({
      method: 'GET',
      url: shown.imageUrls[0],
      headers: { merchant: 'FICHA' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    expect(image.rawPayload.equals(pngOf())).toBe(true);
  });

  it('pages the approved comments, newest first', async () => {
    const m = await member('RIO');
    const ids: string[] = [];
    for (const n of [1, 2, 3])
      ids.push((await pendingCommentOf(env.db, rioId, String(m.memberId), `p${n}`)).commentId);
    await env.db
      .updateTable('promotion_comments')
      .set({ status: 'APPROVED' })
      .where('id', 'in', ids)
      .execute();
    const page2 = (
      await client('RIO').call('GET', `/wps/promotions/${rioPromo}/comments?pageNo=2&pageSize=2`)
    ).body.value;
    expect(page2.total).toBeGreaterThanOrEqual(3);
    expect(page2.pageNo).toBe(2);
    const page1 = (await client('RIO').call('GET', `/wps/promotions/${rioPromo}/comments?pageSize=2`)).body
      .value;
    expect(page1.list.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[1]]);
  });

  it('lets SUPPORT and CONTENT moderate and refuses FINANCE', async () => {
    for (const [role, status] of [
      ['SUPPORT', 200],
      ['CONTENT', 200],
      ['FINANCE', 403],
    ] as const) {
      const token = await staffToken(
        env.app,
        env.db,
        await addStaff(env.db, { role, merchantId: fichaId, totp: true }),
      );
      expect((await queue(token)).status, role).toBe(status);
    }
  });
});
