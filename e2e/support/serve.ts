// Starts the built site for the e2e suite on a database of its own, created fresh.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { agentsClockFile } from './agents-clock.ts';
import { e2eDatabaseUrl, withServerAdmin } from './database.ts';

const name = process.env.E2E_DATABASE_NAME;
if (!name || !/^ficha_e2e_[a-f0-9]+$/.test(name))
  throw new Error('E2E_DATABASE_NAME is not set by playwright.config.ts');
await withServerAdmin(async (admin) => {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
});
process.env.DATABASE_URL = e2eDatabaseUrl();
// Identity documents uploaded by the journeys go to a folder of the run's own.
process.env.KYC_FILES_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'ficha-e2e-kyc-'));
// The agents' clock (figures and pay periods) runs ahead by the offset e2e/support/agents-clock.ts
// writes, so the agents' journey reaches tomorrow and next month without waiting for them.
const { setAgentPayClock } = await import('../../apps/server/src/modules/agents/agent-pay-clock.ts');
const clockFile = agentsClockFile();
setAgentPayClock(() => {
  const offset = fs.existsSync(clockFile) ? Number(fs.readFileSync(clockFile, 'utf8')) : 0;
  return new Date(Date.now() + (Number.isFinite(offset) ? offset : 0));
});
await import('../../apps/server/src/main.ts');
