import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { auditLedger } from '../src/modules/ledger/ledger.service.ts';
import { playerAccount } from '../src/modules/ledger/ledger-accounts.ts';
import { openGameSession } from '../src/modules/wallet/seamless-wallet.service.ts';
import { signVendorRequest } from '../src/modules/wallet/vendor-wallet.routes.ts';
import { AccountClient } from './account-client.ts';
import { bettingRound, fastCrashRounds, LiveClient, settled } from './shared-rounds-helpers.ts';
import { demoOperatorToken } from './staff-client.ts';
import { minesLayout, rollEvenDice, StudioPlayer, studioCall } from './studio-player.ts';
import { createTestApp, useTestApp } from './test-app.ts';

/**
 * Hardening 7: logging out, changing or resetting the password and an operator's block end the
 * member's open game sessions. New bets on them are SESSION_EXPIRED (vendor wallet and studio,
 * websocket included); wins and rollbacks of bets already placed still settle.
 */

const VENDOR = 'ACME';
const SECRET = 'acme-test-secret';
const PASSWORD = 'Senha1234';
const env = useTestApp({
  config: fastCrashRounds(2500),
  listen: true,
  vendor: { code: VENDOR, secret: SECRET },
});

/** A logged-in member with 100.00 and a password, and a game session of an external vendor. */
async function member() {
  const player = await StudioPlayer.create(env.app, env.db, 100_00n);
  const username = `end${player.memberId}`;
  await env.db
    .updateTable('members')
    .set({ username, password_hash: await hashPassword(PASSWORD), email: `${username}@example.com` })
    .where('id', '=', String(player.memberId))
    .execute();
  const vendorSession = await openGameSession(env.db, {
    merchantId: env.merchantId,
    memberId: player.memberId,
    vendorCode: VENDOR,
    gameCode: 'acme-slot',
    currency: 'BRL',
  });
  return { player, username, vendorSession: vendorSession.id };
}

async function vendor(target: FastifyInstance, op: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  const path = `/wallet/v1/${op}`;
  const res = await target.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      'x-vendor': VENDOR,
      'x-timestamp': timestamp,
      'x-signature': signVendorRequest(SECRET, { method: 'POST', path, timestamp, body: raw }),
    },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() };
}

const bet = (sessionId: string, txId: string, amount: string, target = env.app) =>
  vendor(target, 'bet', { sessionId, transactionId: txId, roundId: `round-${txId}`, amount });
const win = (sessionId: string, betTxId: string, amount: string, target = env.app) =>
  vendor(target, 'win', { sessionId, transactionId: `win-${betTxId}`, betTransactionId: betTxId, amount });

async function cash(memberId: number): Promise<string> {
  const account = await playerAccount(env.db, env.merchantId, memberId, 'PLAYER_CASH', 'BRL');
  const row = await env.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', account)
    .executeTakeFirstOrThrow();
  return row.balance;
}

/** What every scenario checks once the member's sessions ended: no new bet, the old one settles. */
async function expectEndedButSettling(m: Awaited<ReturnType<typeof member>>, label: string) {
  const refused = await bet(m.vendorSession, `${label}-after`, '1.00');
  expect(refused.status).toBe(401);
  expect(refused.body.code).toBe('SESSION_EXPIRED');
  expect((await vendor(env.app, 'balance', { sessionId: m.vendorSession })).body.code).toBe(
    'SESSION_EXPIRED',
  );
  // Bets placed before: one wins, one is rolled back by its vendor.
  expect((await win(m.vendorSession, `${label}-before`, '30.00')).body.code).toBe('OK');
  expect(
    (await vendor(env.app, 'rollback', { sessionId: m.vendorSession, betTransactionId: `${label}-void` }))
      .body.code,
  ).toBe('OK');
  // 100.00 - 20.00 + 30.00 (the void bet's 5.00 went and came back).
  expect(await cash(m.player.memberId)).toBe('11000');
  const ended = await env.db
    .selectFrom('game_sessions')
    .select(['ended_at', 'end_reason'])
    .where('id', '=', m.vendorSession)
    .executeTakeFirstOrThrow();
  expect(ended.ended_at).not.toBeNull();
  return ended.end_reason;
}

async function betsBefore(m: Awaited<ReturnType<typeof member>>, label: string) {
  expect((await bet(m.vendorSession, `${label}-before`, '20.00')).body.code).toBe('OK');
  expect((await bet(m.vendorSession, `${label}-void`, '5.00')).body.code).toBe('OK');
}

describe('game sessions end with the member session (hardening 7)', () => {
  it('after logout a vendor bet on the old game session is SESSION_EXPIRED, a win for a bet placed before is credited (hardening 7)', async () => {
    const m = await member();
    await betsBefore(m, 'logout');
    const out = await env.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: `Bearer ${m.player.token}` },
    });
    expect(out.json().code).toBe('OK');
    expect(await expectEndedButSettling(m, 'logout')).toBe('LOGOUT');
    expect(await auditLedger(env.db)).toEqual({ currencies: [], accounts: [] });
  });

  it('after a password change a vendor bet on the old game session is SESSION_EXPIRED, a win for a bet placed before is credited (hardening 7)', async () => {
    const m = await member();
    await betsBefore(m, 'change');
    const changed = await env.app.inject({
      method: 'PUT',
      url: '/wps/member/password',
      headers: { authorization: `Bearer ${m.player.token}`, merchant: 'FICHA' },
      payload: { oldPassword: PASSWORD, newPassword: 'Nova12345', confirmNewPassword: 'Nova12345' },
    });
    expect(changed.json().code).toBe('OK');
    expect(await expectEndedButSettling(m, 'change')).toBe('PASSWORD_CHANGE');
  });

  it('after a password reset by e-mail the old game session takes no bet (hardening 7)', async () => {
    const m = await member();
    await betsBefore(m, 'reset');
    const client = new AccountClient(env.app, env.database, '10.7.0.1');
    const email = `${m.username}@example.com`;
    await client.call('POST', '/wps/member/password/email', { body: { username: m.username, email } });
    const reset = await client.call('PUT', '/wps/member/password/email', {
      body: {
        username: m.username,
        email,
        verificationCode: await client.lastCode(email),
        newPassword: 'Outra12345',
        confirmNewPassword: 'Outra12345',
      },
    });
    expect(reset.body.code).toBe('OK');
    expect(await expectEndedButSettling(m, 'reset')).toBe('PASSWORD_RESET');
  });

  it('after an operator block a vendor bet on the old game session is SESSION_EXPIRED, a win for a bet placed before is credited (hardening 7)', async () => {
    const m = await member();
    await betsBefore(m, 'block');
    const operatorToken = await demoOperatorToken(env.app, env.db);
    const blocked = await env.app.inject({
      method: 'POST',
      url: `/ops/api/v1/members/${m.player.memberId}/block`,
      headers: { authorization: `Bearer ${operatorToken}` },
      payload: { reason: 'account sharing' },
    });
    expect(blocked.json()).toMatchObject({ code: 'OK', value: { status: 'disabled' } });
    expect(await expectEndedButSettling(m, 'block')).toBe('BLOCKED');
    // The member's token is gone too, and the block is in the audit log.
    const info = await env.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${m.player.token}`, merchant: 'FICHA' },
    });
    expect(info.json().success).toBe(false);
    const audit = await env.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `member:${m.player.memberId}`)
      .executeTakeFirst();
    expect(audit?.action).toBe('member.block');
  });

  it('keeps refusing when this process remembered the session before it ended (hardening 7)', async () => {
    const m = await member();
    // The binding is remembered here by the bet; the logout happens "elsewhere" (straight in SQL
    // through the service another process would run), so only the database knows.
    expect((await bet(m.vendorSession, 'mem-before', '1.00')).body.code).toBe('OK');
    await env.db
      .updateTable('game_sessions')
      .set({ ended_at: sql<Date>`now()`, end_reason: 'LOGOUT' })
      .where('member_id', '=', String(m.player.memberId))
      .execute();
    expect((await bet(m.vendorSession, 'mem-after', '1.00')).body.code).toBe('SESSION_EXPIRED');
  });

  it('opens no game session for a login session already logged out (a launch racing the logout) (hardening 7)', async () => {
    const m = await member();
    const login = await env.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', String(m.player.memberId))
      .executeTakeFirstOrThrow();
    const open = () =>
      openGameSession(env.db, {
        merchantId: env.merchantId,
        memberId: m.player.memberId,
        vendorCode: VENDOR,
        gameCode: 'acme-slot',
        currency: 'BRL',
        loginSessionId: login.id,
      });
    expect((await open()).ended).toBe(false);
    await env.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: `Bearer ${m.player.token}` },
    });
    await expect(open()).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    const { open: stillOpen } = await env.db
      .selectFrom('game_sessions')
      .select((eb) => eb.fn.countAll<string>().as('open'))
      .where('member_id', '=', String(m.player.memberId))
      .where('ended_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(stillOpen)).toBe(0);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'a second server process on the same database refuses the ended session too (hardening 7)',
    async () => {
      const m = await member();
      const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(env.db);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      const second = await openDatabase({ kind: 'postgres', url: url.toString() });
      const other = await createTestApp(second);
      try {
        // Both processes remember the binding.
        expect((await bet(m.vendorSession, 'two-a', '1.00')).body.code).toBe('OK');
        expect((await bet(m.vendorSession, 'two-b', '1.00', other)).body.code).toBe('OK');
        await env.app.inject({
          method: 'DELETE',
          url: '/wps/session/logout',
          headers: { authorization: `Bearer ${m.player.token}` },
        });
        expect((await bet(m.vendorSession, 'two-c', '1.00', other)).body.code).toBe('SESSION_EXPIRED');
        expect((await win(m.vendorSession, 'two-a', '2.00', other)).body.code).toBe('OK');
      } finally {
        await other.close();
        await second.close();
      }
    },
  );
});

describe('the studio after logout (hardening 7)', () => {
  const logout = (player: StudioPlayer) =>
    env.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: `Bearer ${player.token}` },
    });

  it('refuses a new round after logout and moves no money (hardening 7)', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 100_00n);
    const session = await player.launch('ficha_dice');
    const roll = () => rollEvenDice(env.app, session);
    expect((await roll()).body.success).toBe(true);
    const before = await cash(player.memberId);
    await logout(player);
    const refused = await roll();
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('SESSION_EXPIRED');
    expect((await studioCall(env.app, session, 'GET', '/studio/api/v1/session')).body.code).toBe(
      'SESSION_EXPIRED',
    );
    expect(await cash(player.memberId)).toBe(before);
  });

  it('lets an open mines round cash out after logout, but refuses a reveal or a new round (hardening 7)', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 100_00n);
    const session = await player.launch('ficha_mines');
    const started = await studioCall(env.app, session, 'POST', '/studio/api/v1/mines/start', {
      stake: '10.00',
      mines: 3,
    });
    const roundId: string = started.body.value.roundId;
    const { safe } = await minesLayout(env.db, roundId);
    const reveal = (s: string, tile: number) =>
      studioCall(env.app, s, 'POST', '/studio/api/v1/mines/reveal', { roundId, tile });
    expect((await reveal(session, safe[0]!)).body.success).toBe(true);
    await logout(player);
    expect((await reveal(session, safe[1]!)).body.code).toBe('SESSION_EXPIRED');
    expect(
      (await studioCall(env.app, session, 'POST', '/studio/api/v1/mines/start', { stake: '1.00', mines: 3 }))
        .body.code,
    ).toBe('SESSION_EXPIRED');
    // The stake is in flight: the ended session may still cash the round out.
    const cashed = await studioCall(env.app, session, 'POST', '/studio/api/v1/mines/cashout', { roundId });
    expect(cashed.body.code).toBe('OK');
    expect(cashed.body.value.state.status).not.toBe('playing');
    expect(Number(await cash(player.memberId))).toBeGreaterThan(100_00 - 10_00);
  });

  it('refuses a shared-round bet over the open websocket after logout, and settles the bet placed before (hardening 7)', async () => {
    const player = await StudioPlayer.create(env.app, env.db, 100_00n);
    const session = await player.launch('ficha_crash');
    const client = new LiveClient(`${env.wsBase}/studio/ws/crash?session=${session}&lang=EN`);
    try {
      await client.opened;
      const round = await bettingRound(env.db, 'ficha_crash', 1_500);
      client.send({ type: 'bet', ref: 'b1', roundId: round.seq, betId: 'before', amount: '5.00' });
      expect(await client.waitFor((m) => 'ref' in m && m.ref === 'b1')).toMatchObject({ type: 'ack' });
      await logout(player);
      client.send({ type: 'bet', ref: 'b2', roundId: round.seq, betId: 'after', amount: '5.00' });
      expect(await client.waitFor((m) => 'ref' in m && m.ref === 'b2')).toMatchObject({
        type: 'error',
        code: 'SESSION_EXPIRED',
      });
      // A new connection with the ended session is refused outright.
      const again = new LiveClient(`${env.wsBase}/studio/ws/crash?session=${session}&lang=EN`);
      expect(await again.closed).toBe(1008);
      await settled(env.db, 'ficha_crash', round.seq);
      const bets = await env.db
        .selectFrom('studio_shared_bets')
        .select(['bet_id', 'status'])
        .where('member_id', '=', String(player.memberId))
        .orderBy('bet_id')
        .execute();
      expect(bets).toEqual([
        { bet_id: 'after', status: 'REFUSED' },
        { bet_id: 'before', status: 'SETTLED' },
      ]);
    } finally {
      client.close();
    }
  });
});
