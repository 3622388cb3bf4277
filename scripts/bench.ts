// npm run bench: prints what a cheap phone downloads for the home page (gzipped JS) and how fast the
// server answers the home's boot calls. Figures only; nothing here asserts on time.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  src?: string;
}

function gz(file: string): number {
  return gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}

function kB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

function bundleFigures(): void {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath))
    throw new Error('apps/web/dist is not built with a manifest: run `npm run build` first');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const homeRoute = Object.keys(manifest).filter(
    (k) => manifest[k]?.isDynamicEntry && /routes\/home/.test(k),
  );
  if (homeRoute.length === 0) throw new Error('no lazy home route chunk found in the manifest');
  const homeFiles = [...closure([...entry, ...homeRoute])]
    .map((k) => manifest[k]?.file ?? '')
    .filter((f) => f.endsWith('.js'));
  const allJs = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const homeBytes = homeFiles.reduce((sum, f) => sum + gz(f), 0);
  const allBytes = allJs.reduce((sum, f) => sum + gz(`assets/${f}`), 0);
  console.log('\nMobile site JavaScript (gzip -9)');
  console.log(
    `  home route (entry + home chunk + their imports): ${kB(homeBytes)} in ${homeFiles.length} files`,
  );
  console.log(`  whole site, every route:                         ${kB(allBytes)} in ${allJs.length} files`);
}

async function waitFor(url: string, server: ChildProcess): Promise<void> {
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

async function apiFigures(): Promise<void> {
  const port = 8191;
  const dataDir = fs.mkdtempSync('/tmp/ficha-bench-');
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      FICHA_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: 'inherit',
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`, server);
    const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
    console.log(`\nAPI on ${database}, 50 connections, 10 s each (autocannon)`);
    for (const url of [
      '/wps/system/status',
      '/wps/system/settings/consolidated',
      '/wps/system/helpCenter?device=MOBILE&lang=PT',
    ]) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${url}`,
        connections: 50,
        duration: 10,
      });
      const errors = result.errors + result.non2xx;
      console.log(
        `  ${url.padEnd(48)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  ` +
          `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

bundleFigures();
await apiFigures();
