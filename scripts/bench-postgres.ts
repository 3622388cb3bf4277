import pg from 'pg';

/** The PostgreSQL server the benches make their throw-away databases on. */
export const benchServerUrl = process.env.DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement (CREATE or DROP DATABASE) on the server's own database. */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: benchServerUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the bench server. */
export function benchDatabaseUrl(name: string): string {
  const url = new URL(benchServerUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The value below which a share `p` of the sorted samples lie. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
