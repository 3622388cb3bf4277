// npm run bench: prints what a cheap phone downloads for the home page (gzipped JS), how Lighthouse
// rates the home and game list pages, and how fast the server answers the home's boot calls.
// Figures only; nothing here asserts on time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { demoFeed } from '../apps/server/src/modules/games/demo-feed.ts';
import { importFeed } from '../apps/server/src/modules/games/game-feed.ts';
import { webPageFigures } from './bench-lighthouse.ts';
import { waitFor } from './bench-site.ts';
import { bundleFigures } from './bench-web.ts';

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
await webPageFigures();
await apiFigures();
