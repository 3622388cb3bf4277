import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PixKeyType } from '@ficha/contract';
import type { Kysely } from 'kysely';
import { appSecret } from '../../db/app-secrets.ts';
import type { DB } from '../../db/schema.ts';
import { verifiedCpfOfContact } from '../kyc/kyc.repository.ts';
import { pixCopyPaste } from './pix-code.ts';

export interface Charge {
  providerRef: string;
  pixCode: string;
  /** Where the payer goes to pay (the sandbox's own page; a bank app for a real PSP). */
  payUrl: string;
  expiresInMinutes: number;
}

export interface PaidNotice {
  providerRef: string;
  amount: string;
}

/** A PIX payment service provider. The sandbox implements it; a real PSP adapter plugs in the same way. */
export interface PixGateway {
  /** The name a merchant's pix_gateway setting uses. */
  readonly name: string;
  /**
   * True for a provider that confirms payments no bank made (the sandbox): it may only serve
   * merchants marked as demo sites, and never in production.
   */
  readonly sandbox: boolean;
  createCharge(
    db: Kysely<DB>,
    input: { orderId: string; amount: string; merchantName: string },
  ): Promise<Charge>;
  /** Checks a webhook's signature and reads it; throws on anything forged or malformed. */
  readWebhook(db: Kysely<DB>, headers: Record<string, unknown>, rawBody: string): Promise<PaidNotice>;
  /**
   * Who owns a PIX key, as the PSP's look-up in the DICT (the central bank's key directory)
   * answers: the owner's CPF, or null when the key is unknown or not a person's. Withdrawals go
   * only to keys in the member's own CPF (issue 19 part 4). Every gateway answers it; null is
   * always a safe answer (the key is then refused).
   */
  keyOwner(
    db: Kysely<DB>,
    input: { merchantId: number; type: PixKeyType; key: string },
  ): Promise<{ cpf: string } | null>;
}

const SANDBOX_KEY = 'pix-sandbox-webhook';
export const PIX_CHARGE_MINUTES = 30;

export function signWebhook(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The built-in sandbox: real BR Code payloads, a payment page a tester uses to pay, and a signed
 * webhook back to the platform, exactly as a PSP would send it.
 */
export const sandboxPixGateway: PixGateway = {
  name: 'sandbox',
  sandbox: true,
  async createCharge(_db, input) {
    const providerRef = `SBX${randomBytes(9).toString('hex').toUpperCase()}`;
    return {
      providerRef,
      pixCode: pixCopyPaste({
        key: 'pix@sandbox.ficha.example',
        amount: input.amount,
        merchantName: input.merchantName,
        city: 'Sao Paulo',
        txid: providerRef,
      }),
      payUrl: `/sandbox/pix/${providerRef}`,
      expiresInMinutes: PIX_CHARGE_MINUTES,
    };
  },
  async readWebhook(db, headers, rawBody) {
    const timestamp = headers['x-webhook-timestamp'];
    const signature = headers['x-webhook-signature'];
    if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d{13}$/.test(timestamp))
      throw new Error('unsigned');
    if (Math.abs(Date.now() - Number(timestamp)) > 5 * 60_000) throw new Error('stale');
    const expected = Buffer.from(signWebhook(await sandboxSecret(db), timestamp, rawBody), 'hex');
    const given = Buffer.from(signature.slice(0, 64), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new Error('bad signature');
    const body = JSON.parse(rawBody) as { providerRef?: unknown; amount?: unknown; status?: unknown };
    if (typeof body.providerRef !== 'string' || typeof body.amount !== 'string' || body.status !== 'PAID')
      throw new Error('malformed');
    return { providerRef: body.providerRef, amount: body.amount };
  },
  /**
   * The sandbox stands in for the DICT on demo sites: a CPF key is owned by that CPF; an e-mail
   * or phone key by the verified CPF of the merchant's member who registered that e-mail or mobile
   * number; a random (EVP) key is unknown to it.
   */
  async keyOwner(db, { merchantId, type, key }) {
    if (type === 'CPF') return { cpf: key };
    if (type === 'EVP') return null;
    const phone = type === 'PHONE' ? /^\+(55)(\d{10,11})$/.exec(key) : null;
    if (type === 'PHONE' && !phone) return null;
    const cpf = await verifiedCpfOfContact(
      db,
      merchantId,
      phone ? { dialingCode: phone[1]!, mobile: phone[2]! } : { email: key },
    );
    return cpf ? { cpf } : null;
  },
};

/** The PIX gateways this process knows, by name; a merchant's pix_gateway names one of them. */
export type PixGateways = ReadonlyMap<string, PixGateway>;

export const builtInPixGateways: PixGateways = new Map([[sandboxPixGateway.name, sandboxPixGateway]]);

export function sandboxSecret(db: Kysely<DB>): Promise<string> {
  return appSecret(db, SANDBOX_KEY);
}
