import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { postTransfer } from '../src/modules/ledger/ledger.service.ts';
import { playerAccount, systemAccount } from '../src/modules/ledger/ledger-accounts.ts';
import { findMerchantByCode } from '../src/modules/merchants/merchants.repository.ts';
import { openSession } from '../src/modules/sessions/sessions.service.ts';

/**
 * A fresh member of the demo merchant FICHA with cash deposited, logged in, who launches studio
 * games through the real /wps/game/launchGame. Studio API tests use it to play rounds.
 */
export class StudioPlayer {
  private constructor(
    readonly app: FastifyInstance,
    readonly memberId: number,
    readonly token: string,
  ) {}

  static async create(app: FastifyInstance, db: Kysely<DB>, cash = 1_000_00n): Promise<StudioPlayer> {
    const merchant = (await findMerchantByCode(db, 'FICHA'))!;
    const member = await db
      .insertInto('members')
      .values({ merchant_id: merchant.id, username: `studio${randomBytes(5).toString('hex')}`, type: 0 })
      .returningAll()
      .executeTakeFirstOrThrow();
    const memberId = Number(member.id);
    if (cash > 0n) {
      await postTransfer(db, {
        merchantId: merchant.id,
        key: `test-deposit:${memberId}`,
        kind: 'DEPOSIT',
        createdBy: 'test',
        legs: [
          { accountId: await playerAccount(db, merchant.id, memberId, 'PLAYER_CASH', 'BRL'), amount: cash },
          { accountId: await systemAccount(db, merchant.id, 'DEPOSIT_CLEARING', 'BRL'), amount: -cash },
        ],
      });
    }
    const { token } = await openSession(db, member, merchant, '127.0.0.1', 'studio-test');
    return new StudioPlayer(app, memberId, token);
  }

  /** The player's cash balance and currency, as a real (not free-play) launch of the game shows it. */
  async cashBalance(gameCode: string): Promise<{ balance: string; currency: string }> {
    return this.read(await this.launch(gameCode), '/studio/api/v1/balance');
  }

  /** What a game session opens with: mode, currency, balance and the fairness pair. */
  sessionInfo(session: string) {
    return this.read(session, '/studio/api/v1/session');
  }

  /** The session's past rounds; `query` pages them, e.g. '?pageSize=100'. */
  async pastRounds(session: string, query = '') {
    return (await this.read(session, `/studio/api/v1/rounds${query}`)).list;
  }

  /** Reveals the server seed of the session's pair and starts a new one (with the client seed, if given). */
  async rotateSeed(session: string, body: { clientSeed?: string } = {}) {
    return (await studioCall(this.app, session, 'POST', '/studio/api/v1/fairness/rotate', body)).body.value;
  }

  private async read(session: string, url: string) {
    return (await studioCall(this.app, session, 'GET', url)).body.value;
  }

  /** Launches a studio game like the lobby does; answers the game session id for the client. */
  async launch(gameCode: string, freePlay = false): Promise<string> {
    const list = await this.app.inject({
      method: 'GET',
      url: `/wps/relay/GCSGAME_gameList?vassalage=FICHA&pageNo=1&pageSize=50&platform=html5`,
    });
    const game = list.json().value.games.find((g: { gameCode: string }) => g.gameCode === gameCode);
    if (!game) throw new Error(`${gameCode} is not in the catalogue`);
    const res = await this.app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?nodeId=${game.nodeId}&freePlay=${freePlay ? 1 : 0}`,
      headers: { authorization: `Bearer ${this.token}` },
    });
    const body = res.json();
    if (!body.success) throw new Error(`launch failed: ${body.code}`);
    return body.value.sessionId as string;
  }
}

/** A studio API call with the game session header; answers status and envelope. */
export async function studioCall(
  app: FastifyInstance,
  session: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  language = 'EN',
) {
  const res = await app.inject({
    method,
    url,
    headers: { 'x-game-session': session, language },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A dice roll of `stake` under 50.00, an even chance, as the dice client sends it. */
export const rollEvenDice = (app: FastifyInstance, session: string, stake = '1.00', language = 'EN') =>
  studioCall(
    app,
    session,
    'POST',
    '/studio/api/v1/dice/play',
    { stake, target: 5000, direction: 'under' },
    language,
  );

/** Where the server placed a mines round's mines, and the safe tiles (the test looks; the player never can). */
export async function minesLayout(
  db: Kysely<DB>,
  roundId: string,
): Promise<{ mines: number[]; safe: number[] }> {
  const row = await db
    .selectFrom('studio_rounds')
    .select('state')
    .where('id', '=', roundId)
    .executeTakeFirstOrThrow();
  const mines = (row.state as { minePositions: number[] }).minePositions;
  return { mines, safe: [...Array(25).keys()].filter((tile) => !mines.includes(tile)) };
}

/** How many studio rounds the member has (in the given status, if told). */
export async function countRounds(
  db: Kysely<DB>,
  memberId: number,
  status?: DB['studio_rounds']['status'],
): Promise<number> {
  let query = db
    .selectFrom('studio_rounds')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', String(memberId));
  if (status) query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
