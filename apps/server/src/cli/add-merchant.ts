// npm run merchant:add -- <file.json>: adds a merchant (white-label site) from a JSON description
// checked by the contract's merchantFileSchema (the console's "new merchant" takes the same one
// and goes through the same addMerchant). An existing merchant code is left untouched.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { AppError } from '../lib/app-error.ts';
import { addMerchant, readMerchantFile } from '../modules/merchants/merchant-setup.ts';

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
try {
  await addMerchant(database.db, merchant);
  console.log(`merchant ${merchant.merchant.code} is ready on ${merchant.hosts.join(', ')}`);
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  const taken = (error.value as { hosts?: string[] } | null)?.hosts;
  console.error(
    error.code === 'MERCHANT_CODE_TAKEN'
      ? `merchant ${merchant.merchant.code} exists already; nothing was changed`
      : `host name(s) ${taken?.join(', ')} belong to another merchant; nothing was changed`,
  );
  process.exitCode = error.code === 'MERCHANT_CODE_TAKEN' ? 0 : 2;
} finally {
  await database.close();
}
