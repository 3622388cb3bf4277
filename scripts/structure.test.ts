import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The code's structure as issue 12 set it: API shapes only in the contract, SQL only in
 * repositories, no module loops on the server, no file too long to read. Each check lists the
 * offending places, so a failure says exactly what to move.
 */

const ROOT = join(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !file.includes('node_modules/'));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const source = (pattern: RegExp) => tracked.filter((file) => pattern.test(file));

const SERVER_SOURCE = /^apps\/server\/src\/.*\.ts$/;
/** Files that may hold SQL: a module's repository or named query files, and the database layer. */
const SQL_HOME = /(\.repository\.ts|\.queries\.ts)$|^apps\/server\/src\/db\//;
const BUILDS_QUERY =
  /\b(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>]*>)?`/;

describe('one contract for the whole API', () => {
  it('declares no request or response shape in a server route file', () => {
    const routeFiles = source(/^apps\/server\/src\/.*(\.routes\.ts|ws-routes\.ts|live-game\.ts)$/);
    expect(routeFiles.length).toBeGreaterThan(10);
    expect(routeFiles.filter((file) => /\bz\.object\(/.test(read(file)))).toEqual([]);
  });

  it('re-declares no API answer on the site or in the studio client', () => {
    // Test doubles (src/test/, *.test.tsx) may shape a fake answer of their own.
    const clients = source(/^apps\/(web|studio)\/src\/.*\.tsx?$/).filter(
      (f) => !/\.test\.tsx?$|\/src\/test\//.test(f),
    );
    const copies = clients.filter((file) =>
      /^\s*(export\s+)?(interface|type)\s+\w*(Answer|Response|Envelope|Summary)\b/m.test(read(file)),
    );
    expect(copies).toEqual([]);
  });
});

describe('one home for SQL', () => {
  it('builds queries only in repository or query files and the database layer', () => {
    const elsewhere = source(SERVER_SOURCE).filter(
      (file) => !SQL_HOME.test(file) && BUILDS_QUERY.test(read(file)),
    );
    expect(elsewhere).toEqual([]);
  });
});

describe('server modules', () => {
  const MODULES = 'apps/server/src/modules/';
  const moduleOf = (file: string) =>
    file.startsWith(MODULES) ? file.slice(MODULES.length).split('/')[0] : null;

  /** Module -> the other modules its files import. */
  function moduleGraph(): Map<string, Set<string>> {
    const graph = new Map<string, Set<string>>();
    for (const file of source(SERVER_SOURCE)) {
      const from = moduleOf(file);
      if (!from) continue;
      const edges = graph.get(from) ?? new Set<string>();
      graph.set(from, edges);
      for (const [, spec] of read(file).matchAll(/from '(\.[^']+)'/g)) {
        const to = moduleOf(normalize(join(dirname(file), spec!)));
        if (to && to !== from) edges.add(to);
      }
    }
    return graph;
  }

  it('import each other without a loop', () => {
    const graph = moduleGraph();
    const loops: string[] = [];
    const walk = (node: string, path: string[]) => {
      if (path.includes(node)) {
        loops.push([...path.slice(path.indexOf(node)), node].join(' -> '));
        return;
      }
      for (const next of graph.get(node) ?? []) walk(next, [...path, node]);
    };
    for (const node of graph.keys()) walk(node, []);
    expect([...new Set(loops)]).toEqual([]);
  });
});

describe('site features', () => {
  // Biome's noRestrictedImports (biome.json) refuses `@/features/x/inner`; this catches the same
  // reach made with a relative path.
  it('reach another feature only through its index', () => {
    const FEATURES = 'apps/web/src/features/';
    const featureOf = (file: string) =>
      file.startsWith(FEATURES) ? file.slice(FEATURES.length).split('/')[0] : null;
    const reaches: string[] = [];
    for (const file of source(/^apps\/web\/src\/features\/.*\.tsx?$/)) {
      for (const [, spec] of read(file).matchAll(/from '(\.[^']+)'/g)) {
        const target = normalize(join(dirname(file), spec!));
        const feature = featureOf(target);
        if (feature && feature !== featureOf(file) && target !== `${FEATURES}${feature}`)
          reaches.push(`${file} -> ${spec}`);
      }
    }
    expect(reaches).toEqual([]);
  });
});

describe('file size', () => {
  /** Game art (drawing data) is exempt: it reads as a picture, not as logic. */
  const EXEMPT = new Set(['apps/studio/src/games/fish/fish-sprites.ts']);

  it('keeps every source file under 400 lines', () => {
    const long = source(/\.(ts|tsx|css|mjs)$/)
      .filter((file) => !EXEMPT.has(file))
      .map((file) => ({ file, lines: read(file).split('\n').length - 1 }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });
});

describe('styles', () => {
  // An undefined custom property falls back to nothing: a bar drawn black, a selected tab with no
  // colour. Each front end's styles use only the properties its own styles (or Mantine's) define.
  it.each(['apps/web', 'apps/studio', 'apps/admin'])('%s uses only CSS properties it defines', (app) => {
    const files = source(new RegExp(`^${app}/(src/.*\\.(css|tsx?)|index\\.html)$`));
    const defined = new Set<string>();
    const used = new Map<string, string>();
    for (const file of files) {
      const text = read(file);
      for (const [, name] of text.matchAll(/(?:^|[\s;{'"])(--[a-z0-9-]+)\s*['"]?\s*[:,)]/g))
        defined.add(name!);
      for (const [, name] of text.matchAll(/var\((--[a-z0-9-]+)/g))
        if (!used.has(name!)) used.set(name!, file);
    }
    const undefinedOnes = [...used]
      .filter(([name]) => !defined.has(name) && !name.startsWith('--mantine-'))
      .map(([name, file]) => `${name} in ${file}`);
    expect(undefinedOnes).toEqual([]);
  });
});
