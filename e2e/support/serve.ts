// Starts the built site for the e2e suite on a database of its own, created fresh.
import { e2eDatabaseUrl, withServerAdmin } from './database.ts';

const name = process.env.E2E_DATABASE_NAME;
if (!name || !/^ficha_e2e_[a-f0-9]+$/.test(name))
  throw new Error('E2E_DATABASE_NAME is not set by playwright.config.ts');
await withServerAdmin(async (admin) => {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
});
process.env.DATABASE_URL = e2eDatabaseUrl();
await import('../../apps/server/src/main.ts');
