// `npm run ledger:check`: proves the ledger of the configured database (embedded or
// DATABASE_URL): all balances sum to zero, each equals the sum of its transfers, no player is
// below zero and the pending withdrawals account matches the pending holds. Exit 1 if not.
// The embedded database is one process's: stop the server first (PostgreSQL needs no pause).
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { reconcile } from './modules/ledger/reconcile.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(db);
    const report = await reconcile(db);
    console.log(JSON.stringify(report, null, 2));
    console.log(report.ok ? 'ledger reconciled' : 'LEDGER DOES NOT RECONCILE');
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
