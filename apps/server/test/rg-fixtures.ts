import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database.ts';
import { setRgClock } from '../src/modules/responsible-gaming/rg-clock.ts';
import { openGameSession } from '../src/modules/wallet/seamless-wallet.service.ts';
import { AccountClient } from './account-client.ts';
import { deposit } from './wallet-fixtures.ts';

/** Set-up shared by the responsible-gaming tests: members with money, game sessions, a clock. */

export const VENDOR = 'ACME';
export const SECRET = 'acme-rg-secret';

/** The responsible-gaming clock, moved by the test instead of waiting (reset with reset()). */
export function testClock() {
  let offsetMs = 0;
  setRgClock(() => new Date(Date.now() + offsetMs));
  return {
    advanceHours: (hours: number) => {
      offsetMs += hours * 3_600_000;
    },
    advanceMinutes: (minutes: number) => {
      offsetMs += minutes * 60_000;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}

let ip = 0;
/** A registered member (username, password, CPF) of the merchant, signed in, with `cash` in minor units. */
export async function rgMember(
  app: FastifyInstance,
  database: Database,
  options: { cash?: bigint; merchant?: string; cpf?: string; prefix?: string } = {},
) {
  ip += 1;
  const client = new AccountClient(
    app,
    database,
    `10.19.${Math.floor(ip / 250)}.${(ip % 250) + 1}`,
    options.merchant,
  );
  const member = await client.newMember(options.prefix ?? 'rg', options.cpf);
  const merchantId = (
    await database.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', options.merchant ?? 'FICHA')
      .executeTakeFirstOrThrow()
  ).id;
  if (options.cash)
    await deposit(database.db, merchantId, member.memberId, options.cash, `rg-cash:${member.memberId}`);
  const setLimits = (limits: Array<{ kind: string; period: string; amount: string | null }>) =>
    member.call('PUT', '/wps/rg/limits', { limits });
  const vendorSession = (vendorCode = VENDOR, gameCode = 'acme-slot', currency = 'BRL') =>
    openGameSession(database.db, {
      merchantId,
      memberId: member.memberId,
      vendorCode,
      gameCode,
      currency,
    });
  return { ...member, merchantId, setLimits, vendorSession };
}

/** Launches a studio game with the member's token, as the lobby does; answers the game session id. */
export async function launchStudio(
  app: FastifyInstance,
  token: string,
  gameCode = 'ficha_dice',
): Promise<string> {
  const list = await app.inject({
    method: 'GET',
    url: '/wps/relay/GCSGAME_gameList?vassalage=FICHA&pageNo=1&pageSize=50&platform=html5',
  });
  const game = list.json().value.games.find((g: { gameCode: string }) => g.gameCode === gameCode);
  const res = await app.inject({
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${game.nodeId}&freePlay=0`,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = res.json();
  if (!body.success) throw new Error(`launch failed: ${body.code}`);
  return body.value.sessionId as string;
}

/** A call of a game frame (studio or lottery) with its game session. */
export async function frameCall(
  app: FastifyInstance,
  session: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const res = await app.inject({
    method,
    url,
    headers: { 'x-game-session': session, language: 'EN' },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}
