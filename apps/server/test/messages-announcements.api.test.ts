import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_COUNTS_PER_MINUTE } from '../src/modules/messages/messages.routes.ts';
import { AccountClient } from './account-client.ts';
import { type OpsMethod, opsCall, staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

// Issue 16 part 1. Spec section 3 'Announcement': "id, title, content (rich HTML), promotionType,
// execution (A, B, F; F is shown to group A on first login), read flag. Request fields: types
// (B,PL,PU or B with groupName m_reg), groupName, platform M, merchantCode, token. Content types:
// Agent A, Player PL, Banner B, Pop-up PU, Promotion PR." Section 4 'Popup': "two independent
// flags (one for logged-in sessions, one for visitors) decide display ... group A logged in plus
// first-login items, group B visitors". Section 7: "MCSFE_getListAnnouncements (promotion type
// returns value.promotion, else value.banners, value.player, value.popup);
// MCSFE_markAnnouncementAsRead (POST announcementId, read=true, throttled 150 ms); GLS2_lobbyNews."

const env = useTestApp();
let ip = 0;
const client = (merchant = 'FICHA') => {
  ip += 1;
  return new AccountClient(env.app, env.database, `10.16.1.${ip}`, merchant);
};
let content: string;
let ficha: number;
let rio: number;

const ops = (method: OpsMethod, url: string, body?: object, token = content) =>
  opsCall(env.app, token, method, url, body);

const publish = async (fields: Record<string, unknown>) => {
  const res = await ops('POST', '/ops/api/v1/messages/announcements', {
    merchantId: ficha,
    language: 'EN',
    promotionType: 'PU',
    execution: 'A',
    content: '<p>text</p>',
    ...fields,
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe('OK');
  return res.body.value as { id: number; content: string };
};

const titles = (list: Array<{ title: string }> | undefined) => (list ?? []).map((a) => a.title);

beforeAll(async () => {
  ficha = await merchantIdOf(env.db, 'FICHA');
  rio = await merchantIdOf(env.db, 'RIO');
  content = await staffToken(
    env.app,
    env.db,
    await addStaff(env.db, { role: 'CONTENT', merchantId: ficha, totp: true }),
  );
  await publish({ title: 'Popup for members', execution: 'A' });
  await publish({ title: 'Popup for visitors', execution: 'B' });
  await publish({ title: 'Popup for the first login', execution: 'F' });
  await publish({ title: 'Registration banner', promotionType: 'B', groupName: 'm_reg' });
  await publish({ title: 'Weekend promotion', promotionType: 'PR' });
  await publish({ title: 'Agents only', promotionType: 'A' });
}, 60_000);

describe('MCSFE_getListAnnouncements', () => {
  it('gives a visitor the group B popup, the player announcements and the banners, unread', async () => {
    const res = await client().call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU&platform=M');
    expect(res.body.code).toBe('OK');
    const value = res.body.value;
    expect(titles(value.popup)).toEqual(['Popup for visitors']);
    expect(titles(value.banners)).toContain('Registration banner');
    expect(value.player.length).toBeGreaterThan(0);
    expect(titles(value.player)).not.toContain('Agents only');
    expect(value.promotion).toBeUndefined();
    expect(value.popupFlags).toEqual({ member: true, visitor: true });
    expect(value.firstLogin).toBe(false);
    for (const a of [...value.popup, ...value.player]) expect(a.read).toBe(false);
    expect(value.popup[0]).toMatchObject({ promotionType: 'PU', execution: 'B', groupName: null });
  });

  it('gives a member on their first login group A plus the F items, and group A alone afterwards', async () => {
    const c = client();
    const m = await c.newMember('popup');
    const first = await m.call('GET', '/wps/relay/MCSFE_getListAnnouncements');
    expect(first.body.value.firstLogin).toBe(true);
    expect(titles(first.body.value.popup).sort()).toEqual(['Popup for members', 'Popup for the first login']);
    const again = await c.login(m.username, 'Senha1234');
    expect(again.body.code).toBe('OK');
    const later = await c.call('GET', '/wps/relay/MCSFE_getListAnnouncements', {
      token: again.body.value.token,
    });
    expect(later.body.value.firstLogin).toBe(false);
    expect(titles(later.body.value.popup)).toEqual(['Popup for members']);
  });

  it('answers value.promotion alone for a promotion request, and filters by groupName', async () => {
    const promo = await client().call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=PR');
    expect(Object.keys(promo.body.value).sort()).toEqual(['firstLogin', 'popupFlags', 'promotion']);
    expect(titles(promo.body.value.promotion)).toEqual(['Weekend promotion']);
    const reg = await client().call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=m_reg');
    expect(titles(reg.body.value.banners)).toEqual(['Registration banner']);
    expect(reg.body.value.player).toEqual([]);
  });

  it('refuses unknown types and platforms with a 400 envelope', async () => {
    for (const query of ['types=XX', 'types=', 'platform=W', `groupName=${'g'.repeat(41)}`]) {
      const res = await client().call('GET', `/wps/relay/MCSFE_getListAnnouncements?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it("shows the agents' announcements to agents only", async () => {
    const m = await client().newMember('agent');
    await env.db.updateTable('members').set({ type: 1 }).where('id', '=', String(m.memberId)).execute();
    const res = await m.call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL');
    expect(titles(res.body.value.player)).toContain('Agents only');
  });

  it('follows the two popup flags, each on its own', async () => {
    const flags = await ops('PUT', '/ops/api/v1/messages/popup-flags', {
      merchantId: ficha,
      member: false,
      visitor: true,
    });
    expect(flags.body.value).toEqual({ member: false, visitor: true });
    const res = await client().call('GET', '/wps/relay/MCSFE_getListAnnouncements');
    expect(res.body.value.popupFlags).toEqual({ member: false, visitor: true });
    const rioAnswer = await client('RIO').call('GET', '/wps/relay/MCSFE_getListAnnouncements');
    expect(rioAnswer.body.value.popupFlags).toEqual({ member: true, visitor: true });
    await ops('PUT', '/ops/api/v1/messages/popup-flags', { merchantId: ficha, member: true, visitor: true });
  });
});

describe('sanitized HTML', () => {
  it('neutralises scripts, event handlers and javascript: links when saved and when read', async () => {
    const saved = await publish({
      title: 'Hostile popup',
      execution: 'B',
      content:
        '<p style="font-size:28px;position:fixed" onclick="steal()">Hi<script>alert(1)</script></p>' +
        '<a href="javascript:alert(2)">x</a><img src="x" onerror="alert(3)"><a href="/m/rewardCenter">go</a>',
    });
    expect(saved.content).not.toMatch(/script|onclick|onerror|javascript:|position/i);
    expect(saved.content).toContain('font-size:28px');
    expect(saved.content).toContain('href="/m/rewardCenter"');
    // A row written by hand in the database is cleaned on its way out too.
    await env.db
      .insertInto('notices')
      .values({
        merchant_id: ficha,
        language: 'EN',
        promotion_type: 'PU',
        execution: 'B',
        title: 'Hand-written',
        content: '<p onmouseover="x()">ok</p><script>alert(4)</script><a href="JaVaScRiPt:alert(5)">y</a>',
      })
      .execute();
    const res = await client().call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=PU');
    const text = JSON.stringify(res.body.value.popup);
    expect(text).toContain('Hand-written');
    expect(text).not.toMatch(/script|onmouseover|onclick|onerror|javascript:/i);
  });
});

describe('MCSFE_markAnnouncementAsRead', () => {
  it('marks an announcement read for that member only, sends visitors to login', async () => {
    const a = await client().newMember('reada');
    const b = await client().newMember('readb');
    const list = await a.call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL');
    const target = list.body.value.player[0];
    const marked = await a.call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', {
      announcementId: target.id,
      read: true,
    });
    expect(marked.body.code).toBe('OK');
    // Twice is harmless.
    expect(
      (await a.call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', { announcementId: target.id })).body
        .code,
    ).toBe('OK');
    const mine = await a.call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL');
    expect(mine.body.value.player.find((x: { id: number }) => x.id === target.id).read).toBe(true);
    const theirs = await b.call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL');
    expect(theirs.body.value.player.find((x: { id: number }) => x.id === target.id).read).toBe(false);

    const visitor = await client().call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', {
      body: { announcementId: target.id, read: true },
    });
    expect(visitor.body.code).toBe('UNAUTHORIZED');
  });

  it("refuses another merchant's announcement, an unknown one and read=false", async () => {
    const m = await client().newMember('readc');
    const rioNotice = await env.db
      .selectFrom('notices')
      .select('id')
      .where('merchant_id', '=', rio)
      .executeTakeFirstOrThrow();
    const other = await m.call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', {
      announcementId: rioNotice.id,
    });
    expect(other.body.code).toBe('NOT_FOUND');
    const unknown = await m.call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', {
      announcementId: 99999999,
    });
    expect(unknown.body.code).toBe('NOT_FOUND');
    const unread = await m.call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', {
      announcementId: rioNotice.id,
      read: false,
    });
    expect(unread.status).toBe(400);
    const reads = await env.db
      .selectFrom('announcement_reads')
      .select('notice_id')
      .where('member_id', '=', String(m.memberId))
      .execute();
    expect(reads).toEqual([]);
  });

  it(`refuses a member's ${MEMBER_COUNTS_PER_MINUTE + 1}st read mark or unread count in a minute`, async () => {
    const m = await client().newMember('flood');
    const list = await m.call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL');
    const id = list.body.value.player[0].id;
    const codes: string[] = [];
    for (let i = 0; i < MEMBER_COUNTS_PER_MINUTE; i += 1) {
      const call =
        i % 2 === 0
          ? m.call('GET', '/wps/relay/CSP_unreadCount')
          : m.call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', { announcementId: id });
      codes.push((await call).body.code);
    }
    expect(new Set(codes)).toEqual(new Set(['OK']));
    const refused = await m.call('GET', '/wps/relay/CSP_unreadCount');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    // Counted per member: another member on the same address is not refused.
    const other = await m.c.newMember('other');
    expect((await other.call('GET', '/wps/relay/CSP_unreadCount')).body.code).toBe('OK');
  });
});

describe('one source for the marquee, /m/notice and the lobby news', () => {
  it('lists the same player announcements in the same order, popups and banners left out', async () => {
    const c = client();
    const notices = (await c.call('GET', '/wps/system/notice')).body.value.list;
    const news = (await c.call('GET', '/wps/relay/GLS2_lobbyNews')).body.value.list;
    const player = (await c.call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL')).body.value.player;
    expect(notices.length).toBeGreaterThan(0);
    expect(news).toEqual(notices);
    expect(player.map((a: { id: number }) => a.id)).toEqual(notices.map((n: { id: number }) => n.id));
    expect(titles(notices)).not.toContain('Popup for members');
    expect(titles(notices)).not.toContain('Registration banner');
    const consolidated = (await c.call('GET', '/wps/system/settings/consolidated')).body.value;
    expect(consolidated.notices).toEqual(notices);
  });

  it('shows a player announcement published in the back office on the marquee, and hides it when it ends', async () => {
    const c = client();
    const saved = await publish({ title: 'Fresh news', promotionType: 'PL' });
    const listed = async () => titles((await c.call('GET', '/wps/system/notice')).body.value.list);
    expect(await listed()).toContain('Fresh news');
    const past = new Date(Date.now() - 60_000).toISOString();
    const changed = await ops('PUT', `/ops/api/v1/messages/announcements/${saved.id}`, {
      merchantId: ficha,
      language: 'EN',
      promotionType: 'PL',
      title: 'Fresh news',
      startsAt: new Date(Date.now() - 120_000).toISOString(),
      endsAt: past,
    });
    expect(changed.body.code).toBe('OK');
    expect(await listed()).not.toContain('Fresh news');
    expect(titles((await c.call('GET', '/wps/relay/GLS2_lobbyNews')).body.value.list)).not.toContain(
      'Fresh news',
    );
  });
});

describe('the back office', () => {
  it('lists, changes and deletes announcements with their reads, and audits each change', async () => {
    const saved = await publish({ title: 'To delete', execution: 'F' });
    const listed = await ops('GET', `/ops/api/v1/messages/announcements?merchantId=${ficha}`);
    expect(listed.body.value.list.find((a: { id: number }) => a.id === saved.id)).toMatchObject({
      title: 'To delete',
      execution: 'F',
      reads: 0,
    });
    const bad = await ops('POST', '/ops/api/v1/messages/announcements', {
      merchantId: ficha,
      language: 'EN',
      promotionType: 'ZZ',
      title: '',
    });
    expect(bad.status).toBe(400);
    const range = await ops('POST', '/ops/api/v1/messages/announcements', {
      merchantId: ficha,
      language: 'EN',
      promotionType: 'PU',
      title: 'x',
      startsAt: '2026-02-01T00:00:00Z',
      endsAt: '2026-01-01T00:00:00Z',
    });
    expect(range.status).toBe(400);
    const gone = await ops('DELETE', `/ops/api/v1/messages/announcements/${saved.id}?merchantId=${ficha}`);
    expect(gone.body.code).toBe('OK');
    const again = await ops('DELETE', `/ops/api/v1/messages/announcements/${saved.id}?merchantId=${ficha}`);
    expect(again.body.code).toBe('NOT_FOUND');
    const actions = await env.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `announcement:${saved.id}`)
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['announcement.create', 'announcement.delete']);
  });

  it("refuses a CONTENT user of FICHA Rio Sorte's announcements", async () => {
    const res = await ops('POST', '/ops/api/v1/messages/announcements', {
      merchantId: rio,
      language: 'PT',
      promotionType: 'PU',
      title: 'not mine',
    });
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
