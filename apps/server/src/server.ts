import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedCatalogue } from './modules/catalogue/seed/seed.ts';
import { createProviders } from './providers/index.ts';

/** Starts the server: opens and migrates the database, listens, and shuts down gracefully. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrate(db);
  await seedCatalogue(db);
  const app = await buildApp({ config, db, ...createProviders(config, db) });
  db.onConnectionLost((error) =>
    app.log.warn({ err: error }, 'Database connection lost; the pool opens another'),
  );
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ db: db.kind, ms: Math.round(performance.now() - startedAt) }, 'ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await db.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
