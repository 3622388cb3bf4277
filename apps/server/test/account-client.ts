import { encryptPayload } from '@ficha/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A member made by AccountClient.newMember. */
export type NewMember = Awaited<ReturnType<AccountClient['newMember']>>;

/** Talks to the API as the mobile site does: encrypted payloads, captchas, codes from the outbox. */
export class AccountClient {
  constructor(
    private readonly app: FastifyInstance,
    private readonly database: Database,
    readonly ip = '10.1.0.1',
    readonly merchant = 'FICHA',
  ) {}

  async call(
    method: Method,
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        merchant: this.merchant,
        language: 'EN',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  }

  async encrypted(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, now?: number) {
    const request = await this.seal(payload, now);
    return {
      ...(await this.call(method, url, { body: request.body, headers: { encryption: request.header } })),
      request,
    };
  }

  async seal(payload: Record<string, unknown>, now?: number) {
    const key = (await this.call('GET', '/wps/session/publicKey')).body.value;
    return encryptPayload(key.publicKey, key.keyId, payload, now);
  }

  /** A captcha and its answer, read from the database as only the server could. */
  async captcha(): Promise<{ captchaKey: string; captcha: string }> {
    const { captchaKey } = (await this.call('GET', '/wps/captcha')).body.value;
    const row = await this.database.db
      .selectFrom('captchas')
      .select('answer')
      .where('id', '=', captchaKey)
      .executeTakeFirstOrThrow();
    return { captchaKey, captcha: row.answer };
  }

  /** The last code the built-in SMS or e-mail provider "sent" to a recipient. */
  async lastCode(recipient: string): Promise<string> {
    const row = await this.database.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', recipient)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    return /(\d{6})/.exec(row.body)?.[1] ?? '';
  }

  async register(fields: Record<string, unknown>) {
    return this.encrypted('PUT', '/wps/member/register', {
      registerMethod: 'H5',
      type: 0,
      ageConfirmed: true,
      ...(await this.captcha()),
      ...fields,
    });
  }

  /** Registers a member by username with a valid password and CPF; `fields` adds or overrides. */
  async registerMember(username: string, fields: Record<string, unknown> = {}) {
    return this.register({ ...memberFields(username), ...fields });
  }

  /**
   * A new member registered by username (`prefix` and a unique tail) with a CPF of its own, and
   * calls signed in as that member (in English unless told).
   */
  async newMember(prefix: string, cpf = uniqueCpf()) {
    const username = uniqueName(prefix);
    const reg = await this.registerMember(username, { idNumber: cpf });
    expect(reg.body.code).toBe('OK');
    const token: string = reg.body.value.token;
    const row = await this.database.db
      .selectFrom('members')
      .innerJoin('merchants', 'merchants.id', 'members.merchant_id')
      .select('members.id')
      .where('merchants.code', '=', this.merchant)
      .where('members.username', '=', username)
      .executeTakeFirstOrThrow();
    const call = (method: Method, url: string, body?: unknown, language = 'EN') =>
      this.call(method, url, { token, headers: { language }, ...(body !== undefined ? { body } : {}) });
    /** Sets the payment password (the login password confirms it). */
    const setPaymentPassword = (paymentPassword = '246810') =>
      call('PUT', '/wps/member/paymentPassword', {
        password: 'Senha1234',
        paymentPassword,
        confirmPaymentPassword: paymentPassword,
      });
    return { c: this, username, cpf, token, memberId: Number(row.id), call, setPaymentPassword };
  }

  /** Registers a member by a Brazilian mobile number and its SMS code; `fields` adds or overrides. */
  async registerMobile(mobileNum: string, verificationCode: string, fields: Record<string, unknown> = {}) {
    return this.encrypted('PUT', '/wps/member/register/mobile', {
      countryDialingCode: '+55',
      mobileNum,
      verificationCode,
      password: 'Senha1234',
      confirmPassword: 'Senha1234',
      idNumber: uniqueCpf(),
      ageConfirmed: true,
      ...(await this.captcha()),
      ...fields,
    });
  }

  async login(username: string, password: string, extra: Record<string, unknown> = {}) {
    return this.encrypted('POST', '/wps/session/login', { type: 'username', username, password, ...extra });
  }
}

/** What a registration by username needs: the name, a valid password twice and a CPF of its own. */
export function memberFields(username: string) {
  return { username, password: 'Senha1234', confirmPassword: 'Senha1234', idNumber: uniqueCpf() };
}

let counter = 0;
/** A valid CPF that no other test uses. */
export function uniqueCpf(): string {
  counter += 1;
  const base = String(100_000_000 + (((Date.now() % 800_000_000) + counter * 7919) % 899_999_999))
    .slice(0, 9)
    .split('')
    .map(Number);
  const digit = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  return [...base, first, second].join('');
}

export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 16);
}
