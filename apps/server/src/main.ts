import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo } from './db/seed/seed.ts';
import { assertNoSandboxInProduction } from './modules/payments/merchant-gateway.ts';
import { builtInPixGateways } from './modules/payments/payment-gateway.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
);
await migrate(database.db);
if (config.seedDemo) await seedDemo(database.db, { production: config.production });
await assertNoSandboxInProduction(database.db, builtInPixGateways, config.production);

const redis = config.redisUrl
  ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false })
  : undefined;
const app = await buildApp({ config, db: database.db, redis, pix: builtInPixGateways });
app.addHook('onClose', async () => {
  redis?.disconnect();
  await database.close();
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // In-flight requests finish; a stuck one cannot keep the process alive for ever.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind, redis: Boolean(redis) },
  `Ficha is up: http://localhost:${config.port}/m (API docs at /docs)`,
);
