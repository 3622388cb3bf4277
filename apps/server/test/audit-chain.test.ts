import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import type { DB } from '../src/db/schema.ts';
import { GENESIS_HASH, recordAudit, verifyAuditChain } from '../src/modules/audit/audit.service.ts';
import { useTestDatabase } from './test-app.ts';

// Issue 15 part 2: "Every staff action writes an append-only, hash-chained audit row (actor,
// merchant, action, target, before/after, reason, address, time; each row's hash covers the
// previous one); `npm run audit:verify` checks the chain."

const env = useTestDatabase();

const entry = (n: number) => ({
  staffId: 1,
  merchantId: env.merchantId,
  action: 'test.action',
  target: `thing:${n}`,
  reason: `reason ${n}`,
  before: { value: n },
  after: { value: n + 1 },
  details: { n },
  ip: '10.9.0.1',
});

/** Runs `work` with the log's append-only trigger off, as a superuser tampering by hand would. */
async function asTamperingSuperuser(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<void>) {
  await db.transaction().execute(async (trx) => {
    await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change`.execute(trx);
    await work(trx);
    await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change`.execute(trx);
  });
}

describe('the hash-chained audit log', () => {
  it('links every row to the one before it, and verify walks the chain', async () => {
    for (let n = 0; n < 5; n++) await recordAudit(env.db, entry(n));
    const rows = await env.db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows[0]!.prev_hash).toBe(GENESIS_HASH);
    rows.forEach((row, i) => {
      expect(row.seq).toBe(String(i + 1));
      if (i > 0) expect(row.prev_hash).toBe(rows[i - 1]!.hash);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    });
    const last = rows.at(-1)!;
    expect(last).toMatchObject({ reason: 'reason 4', before: { value: 4 }, after: { value: 5 } });
    const report = await verifyAuditChain(env.db);
    expect(report).toEqual({ rows: rows.length, headSeq: last.seq, broken: null });
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const change = sql`UPDATE audit_log SET reason = 'rewritten'`.execute(env.db);
    await expect(change).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(env.db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(env.db)).rejects.toThrow(/append-only/);
    expect((await verifyAuditChain(env.db)).broken).toBeNull();
  });

  it('finds a row changed behind the trigger’s back, and is whole again once it is put back', async () => {
    const victim = await env.db
      .selectFrom('audit_log')
      .select(['id', 'seq', 'reason'])
      .where('target', '=', 'thing:2')
      .executeTakeFirstOrThrow();
    await asTamperingSuperuser(env.db, async (trx) => {
      await trx
        .updateTable('audit_log')
        .set({ reason: 'nothing to see' })
        .where('id', '=', victim.id)
        .execute();
    });
    const report = await verifyAuditChain(env.db);
    expect(report.broken).toMatchObject({ id: victim.id, seq: victim.seq });
    expect(report.broken?.problem).toMatch(/changed/);

    await asTamperingSuperuser(env.db, async (trx) => {
      await trx.updateTable('audit_log').set({ reason: victim.reason }).where('id', '=', victim.id).execute();
    });
    expect((await verifyAuditChain(env.db)).broken).toBeNull();
  });

  it('finds a row removed, even when its neighbours are untouched', async () => {
    const db = env.db;
    const rows = await db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
    const victim = rows.find((r) => r.target === 'thing:1')!;
    // The row exactly as stored (row_to_json keeps the microseconds a JavaScript Date would lose).
    const stored = await sql<{
      row: string;
    }>`SELECT row_to_json(a)::text AS row FROM audit_log a WHERE id = ${victim.id}`.execute(db);
    await asTamperingSuperuser(db, async (trx) => {
      await trx.deleteFrom('audit_log').where('id', '=', victim.id).execute();
    });
    const report = await verifyAuditChain(db);
    expect(report.broken?.seq).toBe(String(Number(victim.seq) + 1));
    expect(report.broken?.problem).toMatch(/missing/);
    // Put back as it was (the chain trigger off too, so it keeps its stored links).
    await db.transaction().execute(async (trx) => {
      await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_chain`.execute(trx);
      await sql`INSERT INTO audit_log SELECT * FROM json_populate_record(null::audit_log, ${stored.rows[0]!.row}::json)`.execute(
        trx,
      );
      await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_chain`.execute(trx);
    });
    expect((await verifyAuditChain(db)).broken).toBeNull();
  });

  it('never forks the chain when many writers insert at once, each in its own transaction', async () => {
    const before = await verifyAuditChain(env.db);
    // Each writer holds its transaction open a moment after its insert, so the others queue on the
    // chain's head row (on PostgreSQL these are separate connections of the pool).
    await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        env.db.transaction().execute(async (trx) => {
          await recordAudit(trx, entry(100 + n));
          await sql`SELECT pg_sleep(0.005)`.execute(trx);
        }),
      ),
    );
    const report = await verifyAuditChain(env.db);
    expect(report.broken).toBeNull();
    expect(report.rows).toBe(before.rows + 24);
    const forks = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM (SELECT prev_hash FROM audit_log GROUP BY prev_hash HAVING count(*) > 1) f`.execute(
      env.db,
    );
    expect(forks.rows[0]!.n).toBe('0');
  });
});

/** A database of its own, empty: for migrating by hand up to a point. */
async function emptyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    return { database, drop: () => database.close() };
  }
  const name = `ficha_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

describe('migrating the audit log written before the chain (migration 0015)', () => {
  it('keeps every earlier row, takes its reason out of its details, and chains them in id order', async () => {
    const { database, drop } = await emptyDatabase();
    const db = database.db;
    try {
      // The schema as it was before the back office: migrations up to 0013, applied as migrate() does.
      const dir = path.join(import.meta.dirname, '../src/db/migrations');
      await sql`CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
        db,
      );
      for (const file of (await fs.readdir(dir)).filter((f) => f < '0014').sort()) {
        await sql.raw(await fs.readFile(path.join(dir, file), 'utf8')).execute(db);
        await db
          .insertInto('schema_migrations')
          .values({ name: file.replace(/\.sql$/, '') })
          .execute();
      }
      await sql`INSERT INTO audit_log (staff_id, action, target, details, ip) VALUES
        (NULL, 'deposit.approve', 'deposit:1', '{"reason": "paid by PIX"}', '10.0.0.1'),
        (NULL, 'staff.login', 'staff:1', '{"scope": "FULL"}', '10.0.0.2'),
        (NULL, 'member.block', 'member:7', '{"reason": "fraud"}', NULL)`.execute(db);

      await migrate(db);

      const rows = await db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
      expect(rows.map((r) => [r.seq, r.action, r.reason])).toEqual([
        ['1', 'deposit.approve', 'paid by PIX'],
        ['2', 'staff.login', null],
        ['3', 'member.block', 'fraud'],
      ]);
      expect(rows[1]!.details).toEqual({ scope: 'FULL' });
      expect(await verifyAuditChain(db)).toEqual({ rows: 3, headSeq: '3', broken: null });
      // The next row continues the same chain.
      await recordAudit(db, { staffId: null, merchantId: null, action: 'after', target: 't', ip: null });
      const next = await db
        .selectFrom('audit_log')
        .selectAll()
        .where('seq', '=', '4')
        .executeTakeFirstOrThrow();
      expect(next.prev_hash).toBe(rows[2]!.hash);
      expect((await verifyAuditChain(db)).broken).toBeNull();
    } finally {
      await drop();
    }
  }, 60_000);
});
