import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import {
  AnnounceOwnWrites,
  attachChangeFeed,
  ChangeFeed,
  followPGlite,
  followPostgres,
} from './change-feed.ts';
import { PGlitePool } from './pglite-pool.ts';
import { preparesMarked } from './prepared.ts';
import type { DB } from './schema.ts';

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Kysely<DB>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string | undefined /* undefined: in memory */ };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPGlite(target.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Without a listener Node would crash.
  });
  pool.on('connect', preparesMarked);
  const changes = new ChangeFeed();
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new AnnounceOwnWrites(changes)],
  });
  attachChangeFeed(db, changes);
  const stopFollowing = await followPostgres(url, changes);
  return {
    kind: 'postgres',
    db,
    async close() {
      await stopFollowing();
      await db.destroy();
    },
  };
}

async function openPGlite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  // int8 as text, as node-postgres answers it, so both drivers hand the code the same values.
  const lite = await PGlite.create(dataDir, { parsers: { [types.INT8]: (value: string) => value } });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new PGlitePool(lite) }) });
  const changes = new ChangeFeed();
  attachChangeFeed(db, changes);
  const stopFollowing = await followPGlite(lite, changes);
  return {
    kind: 'pglite',
    db,
    async close() {
      await stopFollowing();
      await db.destroy();
    },
  };
}
