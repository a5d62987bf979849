// `npm run audit:verify`: checks the audit log's hash chain in the configured database (embedded
// or DATABASE_URL) from its first row to its last, and prints the result with the last row's hash
// (keep it elsewhere: a later run must still reach it). Exit 1 if the chain is broken.
// The embedded database is one process's: stop the server first (PostgreSQL needs no pause).
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { verifyAuditChain } from './platform/audit/audit-chain.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(db);
    const report = await verifyAuditChain(db);
    console.log(JSON.stringify(report, null, 2));
    console.log(
      report.ok
        ? `audit log verified: ${report.rows} rows, last row ${report.last_id ?? '-'} hash ${report.last_hash ?? '-'}`
        : `AUDIT LOG CHAIN BROKEN at row ${report.broken_at}: ${report.reason}`,
    );
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
