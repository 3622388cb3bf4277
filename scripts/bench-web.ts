// What the home page of the built mobile site loads: its JavaScript (gzipped) and whether every text
// file it fetches is sent compressed.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './bench-site.ts';

const dist = path.join(repoRoot, 'apps/web/dist');
// scripts/precompress.mjs leaves files under this size as they are (headers would cost more).
const PRECOMPRESS_MIN_BYTES = 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
  src?: string;
}

function gz(file: string): number {
  return gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}

export function kB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** Built files (relative to dist) of the entry, the lazy home route and their static imports. */
export function homeRouteFiles(): string[] {
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
  const chunks = [...closure([...entry, ...homeRoute])].map((k) => manifest[k]);
  return [...new Set(chunks.flatMap((chunk) => (chunk ? [chunk.file, ...(chunk.css ?? [])] : [])))];
}

export function bundleFigures(): void {
  const homeJs = homeRouteFiles().filter((f) => f.endsWith('.js'));
  const allJs = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const homeBytes = homeJs.reduce((sum, f) => sum + gz(f), 0);
  const allBytes = allJs.reduce((sum, f) => sum + gz(`assets/${f}`), 0);
  console.log('\nMobile site JavaScript (gzip -9)');
  console.log(
    `  home route (entry + home chunk + their imports): ${kB(homeBytes)} in ${homeJs.length} files`,
  );
  console.log(`  whole site, every route:                         ${kB(allBytes)} in ${allJs.length} files`);
}

/**
 * Asks the running site for the home page and each of its JS/CSS files, once accepting brotli and
 * gzip and once gzip alone, and prints whether every answer came compressed.
 */
export async function compressionFigures(origin: string): Promise<void> {
  const files = ['/m', ...homeRouteFiles().map((f) => `/m/${f}`)];
  const plain: string[] = [];
  let small = 0;
  for (const url of files) {
    const bytes = fs.statSync(path.join(dist, url === '/m' ? 'index.html' : url.slice(3))).size;
    if (bytes < PRECOMPRESS_MIN_BYTES) {
      small++;
      continue;
    }
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await fetch(`${origin}${url}`, { headers: { 'accept-encoding': accept } });
      await res.arrayBuffer();
      const encoding = res.headers.get('content-encoding');
      if (!res.ok || encoding !== expected) plain.push(`${url} (${accept}: ${encoding ?? 'none'})`);
    }
  }
  const checked = files.length - small;
  console.log(
    `\nHome page text files sent compressed (HTML, JS, CSS; brotli and gzip): ${plain.length === 0 ? 'yes, every one' : 'NO'}` +
      ` (${checked} checked, ${small} under ${PRECOMPRESS_MIN_BYTES} bytes sent as they are)`,
  );
  for (const miss of plain) console.log(`  not compressed: ${miss}`);
}
