import pg from 'pg';

/** The e2e server's database, on the PostgreSQL server the tests and the server share. */
export function e2eDatabaseUrl(): string {
  const server = new URL(process.env.DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  server.pathname = `/${process.env.E2E_DATABASE_NAME}`;
  return server.toString();
}

export async function withServerAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: process.env.DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs SQL against the database the e2e server uses. */
export async function e2eQuery(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The member's cash in the ledger, in reais. */
export async function cashOf(memberId: number | string): Promise<number> {
  const { rows } = await e2eQuery(
    "SELECT coalesce(sum(balance), 0)::text AS cash FROM ledger_accounts WHERE member_id = $1 AND kind = 'PLAYER_CASH'",
    [memberId],
  );
  return Number(rows[0].cash) / 100;
}
