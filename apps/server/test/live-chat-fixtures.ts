import { beforeAll } from 'vitest';
import { AccountClient, type NewMember } from './account-client.ts';
import { demoOperatorToken, type OpsMethod, opsCall, staffToken } from './staff-client.ts';
import { addStaff } from './staff-fixtures.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

/** The chat's rate limits in the live-chat API tests: low, so a test can reach them. */
export const SENDS_PER_MINUTE = 12;
export const UNREAD_PER_MINUTE = 8;

/**
 * The app the live-chat API tests run on, with members on fresh addresses (the chat limits are
 * per address), a SUPPORT staff member of FICHA and the platform ADMIN (their tokens are set in
 * beforeAll: read them inside a test).
 */
export function useLiveChatApp() {
  const env = useTestApp({
    config: {
      CHAT_SEND_PER_MINUTE: String(SENDS_PER_MINUTE),
      CHAT_UNREAD_PER_MINUTE: String(UNREAD_PER_MINUTE),
    },
  });
  let ipCount = 0;
  const chat = {
    env,
    /** FICHA's merchant id. */
    ficha: 0,
    /** Token of a SUPPORT staff member of FICHA. */
    support: '',
    /** Token of the platform ADMIN. */
    admin: '',
    /** A visitor's client on a fresh address, on the merchant's site (FICHA unless told). */
    client(merchant = 'FICHA') {
      ipCount += 1;
      return new AccountClient(
        env.app,
        env.database,
        `10.16.${Math.floor(ipCount / 250)}.${(ipCount % 250) + 1}`,
        merchant,
      );
    },
    /** One console call; `body` is sent as JSON when given. */
    ops: (token: string, method: OpsMethod, url: string, body?: object) =>
      opsCall(env.app, token, method, `/ops/api/v1${url}`, body),
    /** A member's chat attachment upload on FICHA's site; `ref` is the client's reference. */
    async upload(member: NewMember, bytes: Buffer, contentType = 'image/png', ref?: string) {
      const res = await env.app.inject({
        method: 'POST',
        url: `/wps/chat/attachments${ref ? `?ref=${ref}` : ''}`,
        headers: {
          authorization: `Bearer ${member.token}`,
          merchant: 'FICHA',
          language: 'EN',
          'content-type': contentType,
        },
        payload: bytes,
      });
      return { status: res.statusCode, body: res.json() };
    },
  };
  beforeAll(async () => {
    chat.ficha = await merchantIdOf(env.db);
    const staff = await addStaff(env.db, { role: 'SUPPORT', merchantId: chat.ficha });
    chat.support = await staffToken(env.app, env.db, staff);
    chat.admin = await demoOperatorToken(env.app, env.db);
  }, 120_000);
  return chat;
}
