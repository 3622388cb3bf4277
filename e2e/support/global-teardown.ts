import { resetAgentsClock } from './agents-clock.ts';
import { withServerAdmin } from './database.ts';

export default async function globalTeardown(): Promise<void> {
  resetAgentsClock();
  const name = process.env.E2E_DATABASE_NAME;
  if (!name || !/^ficha_e2e_[a-f0-9]+$/.test(name)) return;
  await withServerAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
