// npm run games:import -- <feed.json|feed.csv>: loads a vendor's game feed, idempotently.
// JSON: { "vendors": [...], "games": [...] } (fields of modules/games/game-feed.ts); CSV: one game
// per row with a header of the same field names, for vendors that exist already.
import fs from 'node:fs';
import path from 'node:path';
import { ZodError } from 'zod';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { importFeed, parseCsv } from '../modules/games/game-feed.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run games:import -- <feed.json|feed.csv>');
  process.exit(2);
}
const text = fs.readFileSync(path.resolve(file), 'utf8');
const feed = file.endsWith('.csv') ? { games: parseCsv(text) } : JSON.parse(text);
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
);
try {
  await migrate(database.db);
  const result = await importFeed(database.db, feed);
  console.log(
    `imported ${result.vendors} vendors and ${result.games} games: ${result.added.length} added, ${result.updated.length} updated, ${result.unchanged} unchanged`,
  );
} catch (error) {
  if (error instanceof ZodError) {
    console.error(
      error.issues
        .slice(0, 20)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('\n'),
    );
    process.exitCode = 2;
  } else throw error;
} finally {
  await database.close();
}
