import { describe, expect, it } from 'vitest';
import { auditRows, ops, player, useContentApps, world } from './content-client.ts';

// Issue 15 part 6: "marquee and notices, help centre articles in each language (rich text,
// sanitized), customer-service entries, app download links, footer images. A change shows on the
// player site at once, across processes."

useContentApps();
const { tokens } = world;

describe('notices, help articles, service entries and site links (issue 15 part 6)', () => {
  const unsafe =
    '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a><script>alert(1)</script>' +
    '<img src="x" onerror="alert(2)"> now</p>';

  it('sanitizes help articles when saved and shows them on the help centre at once, per language', async () => {
    const created = await ops(tokens.CONTENT!, 'POST', '/content/help', {
      device: 'MOBILE',
      language: 'EN',
      slug: 'console-article',
      sort: 99,
      title: 'Console article',
      content: unsafe,
    });
    expect(created.status).toBe(200);
    const stored = created.body.value.content as string;
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:']) expect(stored).not.toContain(bad);
    expect(stored).toContain('Read');

    const en = await player('/wps/system/helpCenter?device=MOBILE&lang=EN', 'FICHA', 'EN');
    expect(en.list.find((item: { title: string }) => item.title === 'Console article')?.content).toBe(stored);
    const pt = await player('/wps/system/helpCenter?device=MOBILE&lang=PT', 'FICHA', 'PT');
    expect(pt.list.map((item: { title: string }) => item.title)).not.toContain('Console article');

    // The same address twice is refused; a language the merchant does not offer too.
    const twice = await ops(tokens.CONTENT!, 'POST', '/content/help', {
      ...created.body.value,
      merchantId: undefined,
      id: undefined,
      version: undefined,
    });
    expect(twice.body.code).toBe('FIELD_INVALID');
  });

  it('sanitizes notices (the marquee), which the home shows at once', async () => {
    const created = await ops(tokens.CONTENT!, 'POST', '/content/notices', {
      language: 'PT',
      title: 'Aviso do console',
      content: unsafe,
      sort: 0,
      active: true,
      startsAt: null,
      endsAt: null,
    });
    expect(created.status).toBe(200);
    expect(created.body.value.content).not.toContain('<script');
    const { notices } = await player('/wps/system/settings/consolidated');
    const shown = notices.find((n: { title: string }) => n.title === 'Aviso do console');
    expect(shown.content).not.toMatch(/script|onclick|onerror|javascript:/);

    const updated = await ops(tokens.CONTENT!, 'PUT', `/content/notices/${created.body.value.id}`, {
      ...created.body.value,
      active: false,
    });
    expect(updated.status).toBe(200);
    const after = (await player('/wps/system/settings/consolidated')).notices;
    expect(after.map((n: { title: string }) => n.title)).not.toContain('Aviso do console');
  });

  it('edits customer-service entries, download links and footer images, versioned and audited', async () => {
    const service = await ops(tokens.CONTENT!, 'POST', '/content/service', {
      csType: 'LIVECHAT',
      csPosition: 9,
      title: 'Chat do console',
      url: 'https://chat.example.com/ficha',
      active: true,
    });
    expect(service.status).toBe(200);
    const channels = (await player('/wps/system/settings/consolidated')).customerService;
    expect(channels.map((c: { title: string }) => c.title)).toContain('Chat do console');

    const downloads = (await ops(tokens.CONTENT!, 'GET', '/content/downloads')).body.value;
    const list = [...downloads.list, { resourceType: 'IOS', url: 'https://apps.example.com/ficha' }];
    const saved = await ops(tokens.CONTENT!, 'PUT', '/content/downloads', {
      list,
      version: downloads.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value.version).not.toBe(downloads.version);
    const stale = await ops(tokens.CONTENT!, 'PUT', '/content/downloads', {
      list: [],
      version: downloads.version,
    });
    expect(stale).toMatchObject({ status: 409, body: { code: 'EDIT_CONFLICT' } });
    const whitelabel = (await player('/wps/system/settings/consolidated')).whitelabel;
    expect(whitelabel.downloadLinks).toContainEqual({
      resourceType: 'IOS',
      url: 'https://apps.example.com/ficha',
    });

    const footer = (await ops(tokens.CONTENT!, 'GET', '/content/footer-images')).body.value;
    const payment = [
      ...footer.payment,
      {
        name: 'Card',
        url: '/static/demo/pay-pix.svg',
        names: { PT: 'Cartão' },
        urls: { PT: '/static/demo/pay-boleto.svg' },
      },
    ];
    const footerSaved = await ops(tokens.CONTENT!, 'PUT', '/content/footer-images', {
      payment,
      licence: footer.licence,
      version: footer.version,
    });
    expect(footerSaved.status).toBe(200);
    const ptFooter = (await player('/wps/system/settings/consolidated', 'FICHA', 'PT')).whitelabel.footer;
    expect(ptFooter.paymentImages).toContainEqual({ name: 'Cartão', url: '/static/demo/pay-boleto.svg' });
    const enFooter = (await player('/wps/system/settings/consolidated', 'FICHA', 'EN')).whitelabel.footer;
    expect(enFooter.paymentImages).toContainEqual({ name: 'Card', url: '/static/demo/pay-pix.svg' });
    const [audited] = await auditRows('content.footer.update');
    expect(audited?.before).toMatchObject({ payment: footer.payment });
    expect(audited?.after).toMatchObject({
      payment: expect.arrayContaining([expect.objectContaining({ name: 'Card' })]),
    });
  });
});
