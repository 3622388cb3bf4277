// npm run rg:import -- file [source]: imports the CPFs of the national self-exclusion register into
// the local register (issue 19 part 2), one CPF per line (a CSV's first column; a header line is
// skipped as invalid). Registration and login refuse these CPFs on every merchant. Idempotent.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { importRegister } from '../modules/responsible-gaming/exclusion-register.ts';

const [file, source = 'national-register'] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run rg:import -- <file of CPFs, one per line> [source]');
  process.exit(2);
}
const entries = fs
  .readFileSync(file, 'utf8')
  .split(/\r?\n/)
  .map((line) => line.split(/[,;]/)[0]!.trim())
  .filter((line) => line !== '');
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
);
try {
  await migrate(database.db);
  const { imported, rejected } = await importRegister(database.db, entries, source);
  console.log(`self-exclusion register: ${imported} CPFs imported from ${path.basename(file)}`);
  if (rejected.length > 0)
    console.log(`${rejected.length} lines are not a valid CPF: ${rejected.slice(0, 10).join(', ')}`);
} finally {
  await database.close();
}
