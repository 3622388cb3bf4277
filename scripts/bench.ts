// npm run bench: prints what a cheap phone downloads for the home page (gzipped JS) and how fast the
// server answers the home's boot calls. Figures only; nothing here asserts on time.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { apiFigures } from './bench-api.ts';

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

bundleFigures();
await apiFigures({ catalogue: largeFeed });
