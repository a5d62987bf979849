// `npm run audit:verify`: checks the audit log's hash chain in the configured database (embedded
// or DATABASE_URL) from its first row to its last, and prints the result with the last row's hash
// (keep it elsewhere: a later run must still reach it). Exit 1 if the chain is broken.
// The embedded database is one process's: stop the server first (PostgreSQL needs no pause).
import { runCommand, withConfiguredDatabase } from './db/command-line.ts';
import { verifyAuditChain } from './platform/audit/audit-chain.ts';

runCommand(() =>
  withConfiguredDatabase(async (db) => {
    const report = await verifyAuditChain(db);
    console.log(JSON.stringify(report, null, 2));
    console.log(
      report.ok
        ? `audit log verified: ${report.rows} rows, last row ${report.last_id ?? '-'} hash ${report.last_hash ?? '-'}`
        : `AUDIT LOG CHAIN BROKEN at row ${report.broken_at}: ${report.reason}`,
    );
    process.exitCode = report.ok ? 0 : 1;
  }),
);
