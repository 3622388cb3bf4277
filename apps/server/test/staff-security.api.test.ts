import type { LanguageCode } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../src/db/seed/demo-merchants.ts';
import { totpStep } from '../src/modules/staff/totp.ts';
import { demoOperatorToken, freshTotpCode, opsOperations, staffToken } from './staff-client.ts';
import { addStaff, codeAt } from './staff-fixtures.ts';
import { useTestApp } from './test-app.ts';

const env = useTestApp();
let ipSeq = 0;

const newIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

async function login(
  payload: Record<string, unknown>,
  options: { ip?: string; language?: LanguageCode } = {},
): Promise<{ status: number; body: { code: string; message: string; value: Record<string, unknown> } }> {
  const res = await env.app.inject({
    method: 'POST',
    url: '/ops/api/v1/login',
    payload,
    remoteAddress: options.ip ?? newIp(),
    headers: { language: options.language ?? 'PT' },
  });
  return { status: res.statusCode, body: res.json() };
}

async function call(method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>) {
  const res = await env.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, language: 'EN' },
    ...(payload !== undefined ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Lets a backoff pause (seconds, not the 15-minute lock) run out without waiting for it. */
async function endPause(key: string) {
  await env.db
    .updateTable('auth_throttle')
    .set({ locked_until: new Date(Date.now() - 1000) })
    .where('key', '=', key)
    .where('locked_until', '<', new Date(Date.now() + 61_000))
    .execute();
}

describe('operator login lockout (hardening 2)', () => {
  it('pauses after the second wrong password, locks after the fifth and then refuses the right one', async () => {
    const s = await addStaff(env.db, { role: 'SUPPORT', merchantId: env.merchantId });
    const wrong = { username: s.username, password: 'Wrong-password-1' };
    const ip = newIp();
    expect((await login(wrong, { ip })).body.code).toBe('INVALID_CREDENTIALS');
    expect((await login(wrong, { ip })).body.code).toBe('INVALID_CREDENTIALS');
    // Backoff: the next try within the pause is refused, even with the right password.
    const paused = await login({ username: s.username, password: s.password }, { ip, language: 'EN' });
    expect(paused.status).toBe(429);
    expect(paused.body.code).toBe('LOGIN_BACKOFF');
    expect(paused.body.message).toMatch(/^Too many wrong attempts\. Try again in [12] seconds\.$/);
    expect(paused.body.value.lockedUntil).toEqual(expect.any(String));
    for (let attempt = 3; attempt <= 5; attempt++) {
      await endPause(`staff:${s.username}`);
      await endPause(`staff-ip:${ip}`);
      expect((await login(wrong, { ip })).body.code).toBe('INVALID_CREDENTIALS');
    }
    await endPause(`staff:${s.username}`);
    // Locked for 15 minutes, from any address, the right password included.
    for (const language of ['PT', 'EN'] as const) {
      const locked = await login({ username: s.username, password: s.password }, { language });
      expect(locked.status).toBe(423);
      expect(locked.body.code).toBe('ACCOUNT_LOCKED');
      expect(locked.body.message).toBe(
        language === 'PT'
          ? 'Muitas tentativas erradas. Acesso bloqueado por 15 minutos.'
          : 'Too many wrong attempts. Locked for 15 minutes.',
      );
    }
    // The lock alone refuses: no session was opened for the staff member.
    const sessions = await env.db
      .selectFrom('staff_sessions')
      .select('token_hash')
      .where('staff_id', '=', s.id)
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it('lets at most five of 60 parallel guesses reach the password check', async () => {
    const s = await addStaff(env.db, { role: 'SUPPORT', merchantId: env.merchantId });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login({ username: s.username, password: `Guess-${i}` })),
    );
    const codes = answers.map((a) => a.body.code);
    // One, a second that starts a 2 s pause, and one more each time a pause runs out while the 60
    // are served; the fifth locks the account.
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(5);
    expect(codes.every((c) => ['INVALID_CREDENTIALS', 'LOGIN_BACKOFF', 'ACCOUNT_LOCKED'].includes(c))).toBe(
      true,
    );
    expect(['LOGIN_BACKOFF', 'ACCOUNT_LOCKED']).toContain(
      (await login({ username: s.username, password: s.password })).body.code,
    );
  });

  it('locks a client address that tries many accounts, and only that address', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) {
      await endPause(`staff-ip:${ip}`);
      const answer = await login({ username: `nobody_${ipSeq}_${i}`, password: 'Wrong-password-1' }, { ip });
      expect(answer.body.code).toBe('INVALID_CREDENTIALS');
    }
    const s = await addStaff(env.db, { role: 'SUPPORT', merchantId: env.merchantId });
    expect((await login({ username: s.username, password: s.password }, { ip })).body.code).toBe(
      'ACCOUNT_LOCKED',
    );
    expect((await login({ username: s.username, password: s.password })).body.code).toBe('OK');
  });

  it('clears the account count on success, so an operator who mistyped once is not paused', async () => {
    const s = await addStaff(env.db, { role: 'SUPPORT', merchantId: env.merchantId });
    expect((await login({ username: s.username, password: 'Wrong-password-1' })).body.code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await login({ username: s.username, password: s.password })).body.code).toBe('OK');
    expect((await login({ username: s.username, password: 'Wrong-password-1' })).body.code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await login({ username: s.username, password: s.password })).body.code).toBe('OK');
  });
});

describe('operator TOTP (hardening 2)', () => {
  it('lets the demo operator in with the TOTP secret published in the README', async () => {
    const token = await demoOperatorToken(env.app, env.db);
    expect((await call('GET', '/ops/api/v1/deposits', token)).body.code).toBe('OK');
    const noCode = await login({ username: DEMO_STAFF.username, password: DEMO_STAFF.password });
    expect(noCode.status).toBe(401);
    expect(noCode.body.code).toBe('TOTP_REQUIRED');
  });

  it.each(['ADMIN', 'FINANCE'] as const)(
    'keeps %s staff without TOTP to enrolment, then enrols them with a QR code and recovery codes',
    async (role) => {
      const s = await addStaff(env.db, { role, merchantId: env.merchantId });
      const first = await login({ username: s.username, password: s.password });
      expect(first.body.code).toBe('OK');
      expect(first.body.value).toMatchObject({
        scope: 'TOTP_ENROLMENT',
        totpEnabled: false,
        totpEnrolmentRequired: true,
      });
      const enrolToken = first.body.value.token as string;
      const refused = await call('GET', '/ops/api/v1/deposits', enrolToken);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'TOTP_ENROLMENT_REQUIRED',
        message: 'Turn on two-step verification before using the operator area.',
      });
      expect(
        (await call('POST', '/ops/api/v1/totp/enrolment/confirm', enrolToken, { code: '123456' })).body.code,
      ).toBe('TOTP_NOT_STARTED');

      const start = await call('POST', '/ops/api/v1/totp/enrolment', enrolToken);
      expect(start.body.code).toBe('OK');
      const { secret, otpauthUri, qrCode } = start.body.value as Record<string, string>;
      expect(otpauthUri).toBe(
        `otpauth://totp/Ficha:${s.username}?secret=${secret}&issuer=Ficha&algorithm=SHA1&digits=6&period=30`,
      );
      expect(qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
      const now = totpStep(Date.now());
      const wrongCode = codeAt(secret!, now + 5);
      const wrong = await call('POST', '/ops/api/v1/totp/enrolment/confirm', enrolToken, { code: wrongCode });
      expect(wrong.body.code).toBe('TOTP_INVALID');

      const confirm = await call('POST', '/ops/api/v1/totp/enrolment/confirm', enrolToken, {
        code: codeAt(secret!, now),
      });
      expect(confirm.body.code).toBe('OK');
      const recoveryCodes = confirm.body.value.recoveryCodes as string[];
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      // The enrolment token has ended; the new one opens the API.
      expect((await call('GET', '/ops/api/v1/deposits', enrolToken)).body.code).toBe('UNAUTHORIZED');
      expect((await call('GET', '/ops/api/v1/deposits', confirm.body.value.token)).body.code).toBe('OK');

      // Stored: the secret sealed, the recovery codes as argon2id hashes.
      const row = await env.db
        .selectFrom('staff')
        .select(['totp_secret', 'totp_enabled_at'])
        .where('id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(row.totp_enabled_at).not.toBeNull();
      expect(row.totp_secret).not.toContain(secret);
      const hashes = await env.db
        .selectFrom('staff_recovery_codes')
        .select('code_hash')
        .where('staff_id', '=', s.id)
        .execute();
      expect(hashes).toHaveLength(10);
      for (const { code_hash } of hashes) {
        expect(code_hash).toMatch(/^\$argon2id\$/);
        for (const code of recoveryCodes) expect(code_hash).not.toContain(code.replace('-', ''));
      }
      // Never shown again.
      const again = await call('POST', '/ops/api/v1/totp/enrolment', confirm.body.value.token);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('TOTP_ALREADY_ENABLED');

      // Login: the code is required, wrong ones refused, each code accepted once.
      expect((await login({ username: s.username, password: s.password })).body.code).toBe('TOTP_REQUIRED');
      expect((await login({ username: s.username, password: s.password, code: wrongCode })).body.code).toBe(
        'TOTP_INVALID',
      );
      const code = await freshTotpCode(env.db, s.username, secret!);
      const full = await login({ username: s.username, password: s.password, code });
      expect(full.body.value).toMatchObject({
        scope: 'FULL',
        totpEnabled: true,
        totpEnrolmentRequired: false,
      });
      expect(JSON.stringify(full.body)).not.toContain(secret);
      const replay = await login({ username: s.username, password: s.password, code });
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe('TOTP_INVALID');
      // A wrong code with the right password counts as a failure like a wrong password.
      const throttle = await env.db
        .selectFrom('auth_throttle')
        .select('failures')
        .where('key', '=', `staff:${s.username}`)
        .executeTakeFirstOrThrow();
      expect(throttle.failures).toBe(1);
    },
  );

  it('opens no /ops route but the enrolment with an enrolment-only token', async () => {
    const s = await addStaff(env.db, { role: 'ADMIN', merchantId: null });
    const enrolToken = (await login({ username: s.username, password: s.password })).body.value
      .token as string;
    const open = [
      'GET /ops/api/v1/me',
      'POST /ops/api/v1/login',
      'POST /ops/api/v1/totp/enrolment',
      'POST /ops/api/v1/totp/enrolment/confirm',
    ];
    for (const operation of opsOperations(env.app)) {
      if (open.includes(operation)) continue;
      const [method, template] = operation.split(' ') as ['GET' | 'POST', string];
      const url = template.replace(/\{\w+\}/g, '1');
      const body = method === 'POST' ? { reason: 'x', memberId: 1, amount: '1', key: 'k' } : undefined;
      const answer = await call(method, url, enrolToken, body);
      expect(answer.body.code, operation).toBe('TOTP_ENROLMENT_REQUIRED');
    }
  });

  it('lets SUPPORT staff in without TOTP', async () => {
    const s = await addStaff(env.db, { role: 'SUPPORT', merchantId: env.merchantId });
    const answer = await login({ username: s.username, password: s.password });
    expect(answer.body.value).toMatchObject({ scope: 'FULL', totpEnrolmentRequired: false });
  });

  it('stops guessing of TOTP codes by the same lock as passwords', async () => {
    const s = await addStaff(env.db, { role: 'ADMIN', merchantId: env.merchantId, totp: true });
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      await endPause(`staff:${s.username}`);
      // Asking for the code in between must not reset the count.
      await login({ username: s.username, password: s.password });
      await endPause(`staff:${s.username}`);
      codes.push((await login({ username: s.username, password: s.password, code: '000000' })).body.code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('TOTP_INVALID'));
    expect(codes[5]).toBe('ACCOUNT_LOCKED');
    const right = await freshTotpCode(env.db, s.username, s.totpSecret);
    expect((await login({ username: s.username, password: s.password, code: right })).body.code).toBe(
      'ACCOUNT_LOCKED',
    );
  });

  it('logs in with a recovery code, each once', async () => {
    const s = await addStaff(env.db, { role: 'FINANCE', merchantId: env.merchantId });
    const enrolToken = (await login({ username: s.username, password: s.password })).body.value
      .token as string;
    const { secret } = (await call('POST', '/ops/api/v1/totp/enrolment', enrolToken)).body.value;
    const confirm = await call('POST', '/ops/api/v1/totp/enrolment/confirm', enrolToken, {
      code: codeAt(secret, totpStep(Date.now())),
    });
    const enrolled = confirm.body.value.recoveryCodes as string[];
    const first = await login({ username: s.username, password: s.password, recoveryCode: enrolled[0] });
    expect(first.body.value).toMatchObject({ scope: 'FULL' });
    const reused = await login({ username: s.username, password: s.password, recoveryCode: enrolled[0] });
    expect(reused.body.code).toBe('TOTP_INVALID');
    const typedLoosely = enrolled[1]!.toUpperCase().replace('-', ' ');
    expect(
      (await login({ username: s.username, password: s.password, recoveryCode: typedLoosely })).body.code,
    ).toBe('OK');
    expect(
      (await login({ username: s.username, password: s.password, recoveryCode: 'aaaaa-bbbbb' })).body.code,
    ).toBe('TOTP_INVALID');
  });

  it("lets only a platform admin reset a staff member's TOTP, and audits it", async () => {
    const target = await addStaff(env.db, { role: 'FINANCE', merchantId: env.merchantId, totp: true });
    const targetToken = await staffToken(env.app, env.db, target);
    const merchantAdmin = await addStaff(env.db, { role: 'ADMIN', merchantId: env.merchantId, totp: true });
    const merchantAdminToken = await staffToken(env.app, env.db, merchantAdmin);
    const url = `/ops/api/v1/staff/${target.id}/totp/reset`;
    const refused = await call('POST', url, merchantAdminToken, { reason: 'lost phone' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');

    const platform = await demoOperatorToken(env.app, env.db);
    expect(
      (await call('POST', '/ops/api/v1/staff/999999/totp/reset', platform, { reason: 'x' })).status,
    ).toBe(404);
    const reset = await call('POST', url, platform, { reason: 'lost phone' });
    expect(reset.body).toMatchObject({ code: 'OK', value: { staffId: target.id, totpEnabled: false } });
    // Their sessions ended; their next login is for enrolment only.
    expect((await call('GET', '/ops/api/v1/deposits', targetToken)).body.code).toBe('UNAUTHORIZED');
    const next = await login({ username: target.username, password: target.password });
    expect(next.body.value).toMatchObject({ scope: 'TOTP_ENROLMENT' });
    const logged = await env.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.totp.reset')
      .where('target', '=', `staff:${target.id}`)
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ merchant_id: env.merchantId, reason: 'lost phone' });
  });
});
