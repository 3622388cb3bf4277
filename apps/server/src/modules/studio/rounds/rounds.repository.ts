import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { countedPage, type PageRequest } from '../../../db/paging.ts';
import type { DB, StudioRoundsTable } from '../../../db/schema.ts';

/** The statements on studio_rounds, the single-player games' rounds (rounds.service.ts holds the rules). */

export type RoundRow = Selectable<StudioRoundsTable>;

export async function insertRound(db: Kysely<DB>, values: Insertable<StudioRoundsTable>): Promise<void> {
  await db.insertInto('studio_rounds').values(values).execute();
}

/** Closes a round still OPEN without a win: REFUSED (the bet was refused) or VOID (stake returned). */
export async function closeOpenRound(
  db: Kysely<DB>,
  roundId: string,
  status: 'REFUSED' | 'VOID',
): Promise<void> {
  await db
    .updateTable('studio_rounds')
    .set({ status, settled_at: sql<Date>`now()` })
    .where('id', '=', roundId)
    .where('status', '=', 'OPEN')
    .execute();
}

/** Stores an open round's result (SETTLING) once; undefined when it was not the member's open round. */
export function decideOpenRound(
  db: Kysely<DB>,
  memberId: number,
  roundId: string,
  result: { payoutE4: number; outcome: unknown; state?: object },
): Promise<RoundRow | undefined> {
  return db
    .updateTable('studio_rounds')
    .set((eb) => ({
      status: 'SETTLING',
      payout_e4: result.payoutE4,
      win: sql<string>`(${eb.ref('stake')} * ${result.payoutE4}::bigint) / 10000`,
      outcome: JSON.stringify(result.outcome),
      ...(result.state ? { state: JSON.stringify(result.state) } : {}),
    }))
    .where('id', '=', roundId)
    .where('member_id', '=', String(memberId))
    .where('status', '=', 'OPEN')
    .returningAll()
    .executeTakeFirst();
}

export async function markRoundSettled(db: Kysely<DB>, roundId: string): Promise<void> {
  await db
    .updateTable('studio_rounds')
    .set({ status: 'SETTLED', settled_at: sql<Date>`now()` })
    .where('id', '=', roundId)
    .where('status', '=', 'SETTLING')
    .execute();
}

/** Saves an open round's new state if the stored one is still `expected`: false when not. */
export async function saveOpenRoundState(
  db: Kysely<DB>,
  roundId: string,
  expected: object,
  next: object,
): Promise<boolean> {
  const updated = await db
    .updateTable('studio_rounds')
    .set({ state: JSON.stringify(next) })
    .where('id', '=', roundId)
    .where('status', '=', 'OPEN')
    .where(sql<boolean>`state = ${JSON.stringify(expected)}::jsonb`)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/**
 * Rounds the recovery sweep finishes: decided ones, instant ones older than `graceSeconds`, and
 * any open one older than `abandonedHours`.
 */
export function roundsToRecover(
  db: Kysely<DB>,
  graceSeconds: number,
  abandonedHours: number,
): Promise<RoundRow[]> {
  return db
    .selectFrom('studio_rounds')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('status', '=', 'SETTLING'),
        eb.and([
          eb('status', '=', 'OPEN'),
          eb('outcome', 'is not', null),
          eb('created_at', '<', sql<Date>`now() - make_interval(secs => ${graceSeconds})`),
        ]),
        eb.and([
          eb('status', '=', 'OPEN'),
          eb('created_at', '<', sql<Date>`now() - make_interval(hours => ${abandonedHours})`),
        ]),
      ]),
    )
    .limit(500)
    .execute();
}

/** How the seamless wallet recorded a studio round's bet (its tx id is the round id), if at all. */
export async function walletBetStatus(db: Kysely<DB>, roundId: string): Promise<string | undefined> {
  const bet = await db
    .selectFrom('wallet_bets')
    .select('status')
    .where('vendor_code', '=', 'FICHA')
    .where('tx_id', '=', roundId)
    .executeTakeFirst();
  return bet?.status;
}

/** A member's settled rounds of one game, newest first, with the seed shown once rotation revealed it. */
export async function settledRoundsPage(
  db: Kysely<DB>,
  memberId: number,
  gameCode: string,
  page: PageRequest,
) {
  const rounds = db
    .selectFrom('studio_rounds as r')
    .innerJoin('studio_seeds as s', 's.id', 'r.seed_id')
    .where('r.member_id', '=', String(memberId))
    .where('r.game_code', '=', gameCode)
    .where('r.status', '=', 'SETTLED');
  return countedPage(rounds, page, (q) =>
    q
      .select([
        'r.id',
        'r.created_at',
        'r.currency',
        'r.stake',
        'r.win',
        'r.payout_e4',
        'r.params',
        'r.outcome',
        'r.nonce',
        's.client_seed',
        's.server_seed_hash',
        // The seed is shown only once rotation revealed it.
        sql<string | null>`CASE WHEN s.revealed_at IS NULL THEN NULL ELSE s.server_seed END`.as(
          'server_seed',
        ),
      ])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc'),
  );
}

/**
 * Open rounds of a member's game in one currency (a free-play round is never played on with real
 * money, nor the other way round), or only `roundId` when given.
 */
export function openRoundsOf(
  db: Kysely<DB>,
  owner: { memberId: number; gameCode: string; currency: string },
  roundId?: string,
): Promise<RoundRow[]> {
  return db
    .selectFrom('studio_rounds')
    .selectAll()
    .where('member_id', '=', String(owner.memberId))
    .where('game_code', '=', owner.gameCode)
    .where('currency', '=', owner.currency)
    .where('status', '=', 'OPEN')
    .$if(roundId !== undefined, (q) => q.where('id', '=', roundId!))
    .execute();
}

/** The win of a round once decided (SETTLING or SETTLED); undefined while it is not. */
export function decidedRoundWin(db: Kysely<DB>, roundId: string) {
  return db
    .selectFrom('studio_rounds')
    .select('win')
    .where('id', '=', roundId)
    .where('status', 'in', ['SETTLING', 'SETTLED'])
    .executeTakeFirst();
}
