import { type Kysely, sql } from 'kysely';
import { countedPage, type PageRequest } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';

/** The team lists' SQL: an agent's downlines (member side) and the agents of a merchant (console). */

type Db = Kysely<DB>;

const likeEscaped = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The size of a member's own team, as a correlated subquery on `m`. */
const teamSizeOf = sql<string>`(SELECT count(*) FROM agent_tree x WHERE x.ancestor_id = m.id AND x.depth > 0)`;

/** A page of an agent's team: searched by username or nickname, direct downlines or every depth. */
export async function teamPage(
  db: Db,
  merchantId: number,
  agentId: number,
  filter: { keyword?: string | undefined; directOnly: boolean },
  page: PageRequest,
) {
  let q = db
    .selectFrom('agent_tree as t')
    .innerJoin('members as m', 'm.id', 't.descendant_id')
    .leftJoin('members as up', 'up.id', 'm.referrer_id')
    .where('t.merchant_id', '=', merchantId)
    .where('t.ancestor_id', '=', String(agentId))
    .where('t.depth', filter.directOnly ? '=' : '>=', 1);
  if (filter.keyword) {
    const pattern = likeEscaped(filter.keyword);
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['m.username']), 'like', pattern),
        eb(eb.fn('lower', ['m.nickname']), 'like', pattern),
      ]),
    );
  }
  return countedPage(q, page, (rows) =>
    rows
      .select([
        'm.id',
        'm.username',
        'm.nickname',
        'm.type',
        't.depth',
        'up.username as upline',
        'm.created_at',
        'm.last_login_at',
        teamSizeOf.as('team_size'),
      ])
      .orderBy('t.depth')
      .orderBy('m.id', 'desc'),
  );
}

/** Members of the merchant with their upline beside them: the console's listings. */
function listedMembers(db: Db, merchantId: number) {
  return db
    .selectFrom('members as m')
    .leftJoin('members as up', 'up.id', 'm.referrer_id')
    .where('m.merchant_id', '=', merchantId);
}

function selectListed(rows: ReturnType<typeof listedMembers>) {
  return rows.select([
    'm.id',
    'm.username',
    'm.nickname',
    'm.type',
    'm.status',
    'm.created_at',
    'up.username as upline',
    sql<string>`(SELECT count(*) FROM members d WHERE d.referrer_id = m.id)`.as('direct_count'),
    teamSizeOf.as('team_size'),
  ]);
}

/** The merchant's agents (type above 0 but the excluded types), searched, with upline and team. */
export async function agentPage(
  db: Db,
  merchantId: number,
  keyword: string | undefined,
  excludedTypes: readonly number[],
  page: PageRequest,
) {
  let q = listedMembers(db, merchantId)
    .where('m.type', '>', 0)
    .where('m.type', 'not in', [...excludedTypes]);
  if (keyword) {
    const pattern = likeEscaped(keyword);
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['m.username']), 'like', pattern),
        eb(eb.fn('lower', ['m.nickname']), 'like', pattern),
      ]),
    );
  }
  return countedPage(q, page, (rows) => selectListed(rows).orderBy('m.id'));
}

/** The direct downlines of a member of the merchant, agents or not. */
export async function downlinePage(db: Db, merchantId: number, agentId: number, page: PageRequest) {
  const q = listedMembers(db, merchantId).where('m.referrer_id', '=', String(agentId));
  return countedPage(q, page, (rows) => selectListed(rows).orderBy('m.id'));
}

/** A member of the merchant by id, with what the agent calls show of it. */
export async function memberBrief(db: Db, merchantId: number, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'type', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', String(memberId))
    .executeTakeFirst();
}
