// `npm run ledger:check`: proves the ledger of the configured database (embedded or
// DATABASE_URL): all balances sum to zero, each equals the sum of its transfers, no player is
// below zero and the pending withdrawals account matches the pending holds. Exit 1 if not.
// The embedded database is one process's: stop the server first (PostgreSQL needs no pause).
import { runCommand, withConfiguredDatabase } from './db/command-line.ts';
import { reconcile } from './modules/ledger/reconcile.ts';

runCommand(() =>
  withConfiguredDatabase(async (db) => {
    const report = await reconcile(db);
    console.log(JSON.stringify(report, null, 2));
    console.log(report.ok ? 'ledger reconciled' : 'LEDGER DOES NOT RECONCILE');
    process.exitCode = report.ok ? 0 : 1;
  }),
);
