// Migrates and seeds a bench database and imports a game feed into it, in a process of its own:
// the embedded database's engine stays out of the process that measures.
// usage: prepare-database.ts <postgres url | PGlite folder> <feed.json>
import fs from 'node:fs';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seedDemo } from '../../apps/server/src/db/seed/seed.ts';
import { importFeed } from '../../apps/server/src/modules/games/game-feed.ts';

const [target = '', feedFile = ''] = process.argv.slice(2);
const database = await openDatabase(
  target.startsWith('postgres') ? { kind: 'postgres', url: target } : { kind: 'pglite', dataDir: target },
);
try {
  await migrate(database.db);
  await seedDemo(database.db);
  await importFeed(database.db, JSON.parse(fs.readFileSync(feedFile, 'utf8')));
} finally {
  await database.close();
}
