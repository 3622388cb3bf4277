// Starts the built site as `npm start` runs it (embedded PGlite database, demo data) for the benches.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export interface RunningSite {
  origin: string;
  stop(): void;
}

export async function waitFor(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * A server on a fresh data folder (demo data seeded at start-up); stop() removes the folder.
 * `env` adds settings, e.g. WEB_DIST_DIR to serve another build of the site.
 */
export async function startBuiltSite(port: number, env: Record<string, string> = {}): Promise<RunningSite> {
  const dataDir = fs.mkdtempSync('/tmp/ficha-bench-site-');
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      ...env,
      PORT: String(port),
      FICHA_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: 'inherit',
  });
  const stop = () => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/healthz`, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
