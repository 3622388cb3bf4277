// The API half of `npm run bench`: the home's boot calls and the catalogue search on the embedded
// database (PGlite, as `npm start` runs) and on PostgreSQL, each beside a hello-world Fastify
// measured just before it, as a ratio of their requests a second. Figures only; nothing asserts.
// BENCH_API_PORT picks the first of the three ports it uses (default 8191); BENCH_SECONDS the
// length of each measure (default 10); DATABASE_SERVER_URL the PostgreSQL server.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { demoFeed } from '../apps/server/src/modules/games/demo-feed.ts';
import type { Feed } from '../apps/server/src/modules/games/game-feed.ts';
import { adminQuery, benchDatabaseUrl } from './bench-postgres.ts';

const root = path.resolve(import.meta.dirname, '..');
const firstPort = Number(process.env.BENCH_API_PORT ?? 8191);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const CONNECTIONS = 50;
const CATALOGUE_SIZE = 20_000;
/** The targets: a fifth of hello-world's requests a second, p99 under 20 ms. */
const TARGET_RATIO = 0.2;
const TARGET_P99_MS = 20;

const CALLS = [
  '/wps/system/status',
  '/wps/system/settings/consolidated',
  '/wps/relay/GCSGAME_gameList?gameName=dragao&pageSize=20',
];

interface Figures {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A call's figures and hello-world's, measured just before it (the machine's load drifts). */
interface Paired {
  call: Figures;
  hello: Figures;
}

async function waitFor(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`${url}: the server exited during start-up`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** Two seconds of warm-up (the JIT, the caches), then the measure. */
async function measure(url: string): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Runs `script` in a process of its own on `port` while `work` measures it. */
async function withServer<T>(
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
  work: () => Promise<T>,
): Promise<T> {
  const server = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof'] : []), ...args], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await waitFor(`http://127.0.0.1:${port}${readyPath}`, server);
    return await work();
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

/**
 * Migrated, seeded, and a catalogue of CATALOGUE_SIZE games: the demo feed plus generated titles.
 * Done in a process of its own, so this one does nothing but measure.
 */
function prepare(target: string, catalogue: (count: number) => Feed): void {
  const feedFile = path.join(fs.mkdtempSync('/tmp/ficha-bench-feed-'), 'feed.json');
  fs.writeFileSync(feedFile, JSON.stringify(catalogue(CATALOGUE_SIZE - demoFeed().games.length)));
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/prepare-database.ts', target, feedFile],
      { cwd: root, stdio: 'inherit' },
    );
  } finally {
    fs.rmSync(path.dirname(feedFile), { recursive: true, force: true });
  }
}

async function siteFigures(
  env: NodeJS.ProcessEnv,
  port: number,
  hello: () => Promise<Figures>,
): Promise<Map<string, Paired>> {
  const figures = new Map<string, Paired>();
  const { DATABASE_URL: _own, ...inherited } = process.env;
  await withServer(
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      ...inherited,
      ...env,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    port,
    '/healthz',
    async () => {
      for (const call of CALLS) {
        const reference = await hello();
        figures.set(call, { call: await measure(`http://127.0.0.1:${port}${call}`), hello: reference });
      }
    },
  );
  return figures;
}

async function onPGlite(catalogue: (count: number) => Feed, port: number, hello: () => Promise<Figures>) {
  const dataDir = fs.mkdtempSync('/tmp/ficha-bench-');
  try {
    prepare(path.join(dataDir, 'pglite'), catalogue);
    return await siteFigures({ FICHA_DATA_DIR: dataDir }, port, hello);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(catalogue: (count: number) => Feed, port: number, hello: () => Promise<Figures>) {
  const name = `ficha_bench_api_${randomBytes(4).toString('hex')}`;
  const url = benchDatabaseUrl(name);
  await adminQuery(`CREATE DATABASE ${name}`);
  try {
    prepare(url, catalogue);
    return await siteFigures({ DATABASE_URL: url }, port, hello);
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

function row(label: string, { call, hello }: Paired): string {
  const ratio = call.requests / hello.requests;
  const met = ratio >= TARGET_RATIO && call.p99 < TARGET_P99_MS ? 'met' : 'missed';
  const figures = (f: Figures) =>
    `${Math.round(f.requests).toString().padStart(6)} req/s p99 ${String(f.p99).padStart(3)} ms`;
  return (
    `  ${label.padEnd(66)} ${figures(call)}  p50 ${String(call.p50).padStart(3)} ms  errors ${call.errors}  ` +
    `hello-world ${figures(hello)}  ratio ${ratio.toFixed(2)}  target ${met}`
  );
}

/**
 * Prints each call's figures on PGlite and PostgreSQL, each beside a hello-world Fastify (a small
 * JSON envelope, in a process of its own) measured just before it, and the ratio of their req/s.
 */
export async function apiFigures({ catalogue }: { catalogue: (count: number) => Feed }): Promise<void> {
  const helloPort = firstPort + 2;
  const { lite, server } = await withServer(
    ['--import', 'tsx', 'scripts/bench/hello-world.ts'],
    process.env,
    helloPort,
    '/',
    async () => {
      const hello = () => measure(`http://127.0.0.1:${helloPort}/`);
      return {
        lite: await onPGlite(catalogue, firstPort, hello),
        server: await onPostgres(catalogue, firstPort + 1, hello),
      };
    },
  );
  console.log(
    `\nAPI, ${CONNECTIONS} connections, ${seconds} s each (autocannon), ${CATALOGUE_SIZE.toLocaleString('en')} games; ` +
      `target: >= ${TARGET_RATIO} of hello-world's req/s and p99 < ${TARGET_P99_MS} ms`,
  );
  for (const [database, figures] of [
    ['PGlite', lite],
    ['PostgreSQL', server],
  ] as const) {
    for (const [call, paired] of figures) console.log(row(`${database.padEnd(10)} ${call}`, paired));
  }
}
