// npm run bench: prints what a cheap phone downloads for the home page (gzipped JS) and how fast the
// server answers the home's boot calls. Figures only; nothing here asserts on time.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { demoFeed } from '../apps/server/src/modules/games/demo-feed.ts';
import { importFeed } from '../apps/server/src/modules/games/game-feed.ts';

/** Generated titles for a catalogue of realistic size (vendor AURORA, slots). */
function largeFeed(count: number) {
  const words = [
    'Dragão',
    'Fortuna',
    'Tigre',
    'Samba',
    'Ouro',
    'Lua',
    'Sol',
    'Mar',
    'Estrela',
    'Rei',
    'Rainha',
    'Selva',
  ];
  return {
    games: Array.from({ length: count }, (_, i) => ({
      vendor: 'AURORA',
      gameCode: `bench-${i}`,
      gameId: String(100_000 + i),
      nameEN: `${words[i % words.length]} ${words[Math.floor(i / words.length) % words.length]} ${i}`,
      gameType: 'RNG' as const,
      classify: ['slot'],
      minBet: '0.10',
    })),
  };
}

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
  // The catalogue search is measured over 20,000 games: the demo feed plus generated titles.
  const prepared = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await migrate(prepared.db);
  await seedDemo(prepared.db);
  await importFeed(prepared.db, largeFeed(20_000 - demoFeed().games.length));
  await prepared.close();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      FICHA_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: 'inherit',
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`, server);
    console.log(
      '\nAPI on the embedded database (PGlite, as `npm start` runs), 50 connections, 10 s each (autocannon)',
    );
    for (const url of [
      '/wps/system/status',
      '/wps/system/settings/consolidated',
      '/wps/system/helpCenter?device=MOBILE&lang=PT',
      '/wps/relay/GCSGAME_gameList?gameName=dragao&pageSize=20 (20,000 games)',
    ]) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${url.split(' ')[0]}`,
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
