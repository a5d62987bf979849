// What the command-line tools (npm run ledger:check, audit:verify, operator) share: the
// configured database (embedded or DATABASE_URL), migrated, closed when the work ends, and one
// way to end on an error.
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';

/** Runs `work` on the configured database, migrated first, and closes it after. */
export async function withConfiguredDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Runs a tool's main; an error is printed (its message only) and the exit code is 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
