import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The e2e server's agents' clock (e2e/support/serve.ts): an offset in milliseconds from the real
 * time, in a file named after the run's database, so the test and the server read the same one.
 */
export function agentsClockFile(): string {
  return path.join(os.tmpdir(), `${process.env.E2E_DATABASE_NAME ?? 'ficha_e2e'}-agents-clock`);
}

/** Sets the agents' clock to an instant; the real clock goes on running from there. */
export function setAgentsClock(at: Date): void {
  fs.writeFileSync(agentsClockFile(), String(at.getTime() - Date.now()));
}

/** Back to the real time. */
export function resetAgentsClock(): void {
  fs.rmSync(agentsClockFile(), { force: true });
}
