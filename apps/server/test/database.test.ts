import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/seed.ts';

async function counts(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const tables = [
    'merchants',
    'merchant_hosts',
    'banners',
    'customer_service_entries',
    'help_items',
    'notices',
    'countries',
  ] as const;
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

describe('embedded database (PGlite under the data folder)', () => {
  it('migrates once, seeds idempotently, and keeps everything across a restart', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ficha-data-')), 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(await migrate(first.db)).toContain('0001_merchants');
    await seedDemo(first.db);
    const seeded = await counts(first.db);
    expect(seeded.merchants).toBe(2);
    await first.db
      .updateTable('merchants')
      .set({ name: 'Ficha Renamed' })
      .where('code', '=', 'FICHA')
      .execute();
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    expect(await migrate(second.db)).toEqual([]);
    await seedDemo(second.db);
    expect(await counts(second.db)).toEqual(seeded);
    const ficha = await second.db
      .selectFrom('merchants')
      .select('name')
      .where('code', '=', 'FICHA')
      .executeTakeFirstOrThrow();
    expect(ficha.name).toBe('Ficha Renamed');
    await second.close();
  });
});
