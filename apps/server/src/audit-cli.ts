// `npm run audit:verify`: checks the audit log's hash chain in the configured database (embedded
// or DATABASE_URL) from its first row to its last, against the latest anchor in the configured
// object storage (docs/back-office.md, "Anchors"), and prints the result. Exit 1 if it is broken.
// The embedded database is one process's: stop the server first (PostgreSQL needs no pause).
import { loadConfig } from './config.ts';
import { runCommand, withConfiguredDatabase } from './db/command-line.ts';
import { latestAuditAnchor } from './platform/audit/audit-anchors.ts';
import { verifyAuditChain } from './platform/audit/audit-chain.ts';
import { createObjectStorage } from './providers/storage/index.ts';

runCommand(() =>
  withConfiguredDatabase(async (db) => {
    const anchor = await latestAuditAnchor(createObjectStorage(loadConfig()));
    const report = await verifyAuditChain(db, { anchor });
    console.log(JSON.stringify(report, null, 2));
    const against = anchor
      ? `anchor ${anchor.n} (row ${anchor.id}, ${anchor.anchored_at}) holds`
      : 'no anchor written yet';
    console.log(
      report.ok
        ? `audit log verified: ${report.rows} rows, last row ${report.last_id ?? '-'} hash ${report.last_hash ?? '-'}; ${against}`
        : `AUDIT LOG CHAIN BROKEN at row ${report.broken_at}: ${report.reason}`,
    );
    process.exitCode = report.ok ? 0 : 1;
  }),
);
