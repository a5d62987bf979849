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
  const db = await openDatabase({
    url: config.DATABASE_URL,
    readUrl: config.DATABASE_READ_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    dataDir: config.DATA_DIR,
  });
  await migrate(db);
  await seedCatalogue(db);
  const app = await buildApp({ config, db, ...createProviders(config, db) });
  db.onConnectionLost((error) =>
    app.log.warn({ err: error }, 'Database connection lost; the pool opens another'),
  );
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ db: db.kind, ms: Math.round(performance.now() - startedAt) }, 'ready');

  // Graceful shutdown (docs/scaling.md, "Shutdown"): jobs, sockets, then requests in flight.
  let stage: string | null = null;
  const shutdown = async (signal: string) => {
    if (stage) return;
    stage = 'closing the app';
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ stage }, 'shutdown did not finish within 10 s; exiting');
      process.exit(1);
      process.exit(1);
    }, 10_000).unref();
    // A keep-alive connection whose request was in flight when the close began stays open once
    // answered (until the client's keep-alive ends): closed as soon as it is idle.
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(idleSweep);
    stage = 'closing the database';
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
