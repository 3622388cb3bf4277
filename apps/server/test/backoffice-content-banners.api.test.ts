import { CONTENT_IMAGE_MAX_BYTES } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import {
  auditRows,
  bannerFields,
  homeBanners,
  ops,
  PNG,
  playerGet,
  upload,
  useContentApps,
  world,
} from './content-client.ts';

// Issue 15 part 6: "Banners (image upload, order, schedule, link target) [...] A change shows on the
// player site at once, across processes", and "a stale page never overwrites a newer change".

useContentApps();
const { tokens } = world;

describe('banners from the console (issue 15 part 6)', () => {
  it('a CONTENT user uploads art and publishes a banner; the player site shows it at once, in another process', async () => {
    const before = await homeBanners();
    const image = await upload(tokens.CONTENT!, 'image/png', PNG);
    expect(image.status).toBe(200);
    expect(image.body.value).toMatchObject({ contentType: 'image/png', size: PNG.length });
    const url = image.body.value.url as string;
    expect(url).toMatch(/^\/content-images\/[0-9a-f-]{36}\.png$/);

    // Served by every process from the database, as the bytes sent.
    const served = await playerGet(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const created = await ops(
      tokens.CONTENT!,
      'POST',
      '/content/banners',
      bannerFields(url, 'Console banner'),
    );
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({ merchantId: world.ficha, version: 1, imageUrl: url });

    const after = await homeBanners();
    expect(after).toHaveLength(before.length + 1);
    // Last of the home's carousel (the live lobby's banners follow the home's).
    const carousel = after.filter((b) => b.groupName === 'm_home');
    expect(carousel.at(-1)).toMatchObject({ url, title: 'Console banner', link: '/m/voucherCenter' });

    const [row] = await auditRows('content.banner.create');
    expect(row).toMatchObject({
      merchant_id: world.ficha,
      target: `banner:${created.body.value.id}`,
      before: null,
    });
    expect(row?.after).toMatchObject({ title: 'Console banner', imageUrl: url });
    expect((await auditRows('content.image.upload'))[0]?.after).toMatchObject({ url, size: PNG.length });
  });

  it('refuses an upload that is not an image, or too big, whatever its name or declared type', async () => {
    const count = async () => (await world.db.selectFrom('content_images').select('id').execute()).length;
    const stored = await count();
    const text = Buffer.from('just some text, not a picture');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: Array<[string, Buffer, number, string]> = [
      ['image/png', text, 415, 'IMAGE_REFUSED'],
      ['text/plain', PNG, 415, 'IMAGE_REFUSED'],
      ['image/jpeg', PNG, 415, 'IMAGE_REFUSED'],
      ['image/svg+xml', svg, 415, 'IMAGE_REFUSED'],
      ['application/octet-stream', Buffer.alloc(0), 415, 'IMAGE_REFUSED'],
      ['image/png', Buffer.concat([PNG, Buffer.alloc(CONTENT_IMAGE_MAX_BYTES)]), 413, 'IMAGE_TOO_LARGE'],
      [
        'image/png',
        Buffer.concat([PNG, Buffer.alloc(3 * CONTENT_IMAGE_MAX_BYTES)]),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
    ];
    for (const [type, bytes, status, code] of cases) {
      const answer = await upload(tokens.CONTENT!, type, bytes);
      expect(answer.status, `${type} ${bytes.length}`).toBe(status);
      expect(answer.body, `${type} ${bytes.length}`).toMatchObject({ success: false, code });
      expect(answer.body.message.length).toBeGreaterThan(5);
    }
    expect(await count()).toBe(stored);
  });

  it('lets SUPPORT and FINANCE read the content but refuses them every change, on the server', async () => {
    expect((await ops(tokens.SUPPORT!, 'GET', '/content/banners')).status).toBe(200);
    const { list } = (await ops(tokens.CONTENT!, 'GET', '/content/banners')).body.value;
    const banner = list[0];
    for (const role of ['SUPPORT', 'FINANCE']) {
      const token = tokens[role]!;
      const changes = [
        await ops(token, 'POST', '/content/banners', bannerFields('/static/demo/x.svg', 'nope')),
        await ops(token, 'PUT', `/content/banners/${banner.id}`, {
          ...bannerFields(banner.imageUrl, 'nope'),
          version: banner.version,
        }),
        await ops(token, 'DELETE', `/content/banners/${banner.id}?version=${banner.version}`),
        await upload(token, 'image/png', PNG),
      ];
      for (const answer of changes)
        expect(answer, role).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
    const again = (await ops(tokens.CONTENT!, 'GET', '/content/banners')).body.value.list;
    expect(again).toEqual(list);
  });

  it("never lets a Ficha staff member read or touch Rio Sorte's content", async () => {
    const rioBanners = (await ops(tokens.RIO_CONTENT!, 'GET', '/content/banners')).body.value.list;
    expect(rioBanners.length).toBeGreaterThan(0);
    const target = rioBanners[0];
    const fichaContent = tokens.CONTENT!;
    expect((await ops(fichaContent, 'GET', `/content/banners?merchantId=${world.rio}`)).status).toBe(404);
    const change = { ...bannerFields(target.imageUrl, 'taken over'), version: target.version };
    expect((await ops(fichaContent, 'PUT', `/content/banners/${target.id}`, change)).status).toBe(404);
    expect((await ops(fichaContent, 'DELETE', `/content/banners/${target.id}?version=1`)).status).toBe(404);
    const created = await ops(fichaContent, 'POST', '/content/banners', {
      ...bannerFields('/static/demo/x.svg', 'planted'),
      merchantId: world.rio,
    });
    expect(created.status).toBe(404);
    expect((await upload(fichaContent, 'image/png', PNG, world.rio)).status).toBe(404);
    // Ficha's own list holds Ficha's rows only.
    const own = (await ops(fichaContent, 'GET', '/content/banners')).body.value.list;
    expect(own.every((b: { merchantId: number }) => b.merchantId === world.ficha)).toBe(true);
    expect((await ops(tokens.RIO_CONTENT!, 'GET', '/content/banners')).body.value.list).toEqual(rioBanners);
    expect((await homeBanners('RIO')).map((b) => b.title)).not.toContain('taken over');
  });

  it('refuses an edit made on a stale version, keeping the newer change (EDIT_CONFLICT)', async () => {
    const { list } = (await ops(tokens.CONTENT!, 'GET', '/content/banners')).body.value;
    const banner = list[0];
    const first = await ops(tokens.CONTENT!, 'PUT', `/content/banners/${banner.id}`, {
      ...bannerFields(banner.imageUrl, 'First edit'),
      version: banner.version,
    });
    expect(first.status).toBe(200);
    expect(first.body.value.version).toBe(banner.version + 1);
    const stale = await ops(tokens.CONTENT!, 'PUT', `/content/banners/${banner.id}`, {
      ...bannerFields(banner.imageUrl, 'Stale edit'),
      version: banner.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, code: 'EDIT_CONFLICT' });
    expect(stale.body.message).toMatch(/changed/i);
    const staleDelete = await ops(
      tokens.CONTENT!,
      'DELETE',
      `/content/banners/${banner.id}?version=${banner.version}`,
    );
    expect(staleDelete.status).toBe(409);
    expect((await homeBanners()).find((b) => b.id === banner.id)?.title).toBe('First edit');

    const [audited] = await auditRows('content.banner.update');
    expect(audited?.before).toMatchObject({ title: banner.title, version: banner.version });
    expect(audited?.after).toMatchObject({ title: 'First edit', version: banner.version + 1 });
  });

  it('puts banners in a new order and keeps one out of the home until its window opens', async () => {
    const { list } = (await ops(tokens.CONTENT!, 'GET', '/content/banners')).body.value;
    const reversed = [...list]
      .reverse()
      .map((b: { id: number; version: number }) => ({ id: b.id, version: b.version }));
    const ordered = await ops(tokens.CONTENT!, 'PUT', '/content/banners/order', { order: reversed });
    expect(ordered.status).toBe(200);
    const home = (await homeBanners('FICHA', 'PT')).filter((b) => b.groupName === 'm_home').map((b) => b.id);
    const expected = reversed.map((b) => b.id).filter((id) => home.includes(id));
    expect(home).toEqual(expected);
    // The old versions no longer order anything.
    expect((await ops(tokens.CONTENT!, 'PUT', '/content/banners/order', { order: reversed })).status).toBe(
      409,
    );

    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const later = await ops(tokens.CONTENT!, 'POST', '/content/banners', {
      ...bannerFields('/static/demo/world.ficha-banner-1.svg', 'Tomorrow'),
      startsAt: soon,
    });
    const gone = await ops(tokens.CONTENT!, 'POST', '/content/banners', {
      ...bannerFields('/static/demo/world.ficha-banner-1.svg', 'Yesterday'),
      endsAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect([later.status, gone.status]).toEqual([200, 200]);
    const titles = (await homeBanners()).map((b) => b.title);
    expect(titles).not.toContain('Tomorrow');
    expect(titles).not.toContain('Yesterday');
    const backwards = await ops(tokens.CONTENT!, 'POST', '/content/banners', {
      ...bannerFields('/static/demo/world.ficha-banner-1.svg', 'Backwards'),
      startsAt: soon,
      endsAt: new Date(Date.now()).toISOString(),
    });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body.value)).toContain('endsAt');
    const script = await ops(tokens.CONTENT!, 'POST', '/content/banners', {
      ...bannerFields('/static/demo/x.svg', 'js'),
      linkUrl: 'javascript:alert(1)',
    });
    expect(script.status).toBe(400);
  });
});
