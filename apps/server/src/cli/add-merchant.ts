// npm run merchant:add -- <file.json>: adds a merchant (white-label site) from a JSON description
// in the shape of db/seed/demo-merchants.ts (read by merchant-file.ts). An existing merchant code
// is left untouched.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedMerchant } from '../db/seed/seed.ts';
import { readMerchantFile } from './merchant-file.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run merchant:add -- <merchant.json>');
  process.exit(2);
}
const config = loadConfig();
const read = readMerchantFile(JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')), {
  production: config.production,
});
if (!read.ok) {
  console.error(read.problems.join('\n'));
  process.exit(2);
}
const { merchant } = read;
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
);
await migrate(database.db);
const created = await database.db.transaction().execute((trx) => seedMerchant(trx, merchant));
await database.close();
console.log(
  created
    ? `merchant ${merchant.merchant.code} is ready on ${merchant.hosts.join(', ')}`
    : `merchant ${merchant.merchant.code} exists already; nothing was changed`,
);
