// Read scaling in the cluster test (docs/scaling.md, "Read scaling"): the catalogue must have been
// read from the streaming replica, and money never. PostgreSQL counts the scans of each table on
// the server that ran them, so the replica's own statistics tell what was read there.
import pg from 'pg';
import type { Check } from './shared-state.ts';

/** Read from the replica: the catalogue. */
const CATALOGUE = ['games'];
/** Never read from the replica: money and what a player has just written. */
const PRIMARY_ONLY = ['ledger_accounts', 'ledger_transfers', 'deposit_orders', 'withdraw_orders'];

export async function replicaCheck(readUrl: string): Promise<Check> {
  const replica = new pg.Client({ connectionString: readUrl });
  await replica.connect();
  try {
    const { rows } = await replica.query<{ relname: string; scans: string }>(
      `SELECT relname, (COALESCE(seq_scan, 0) + COALESCE(idx_scan, 0))::text AS scans
       FROM pg_stat_user_tables WHERE relname = ANY($1)`,
      [[...CATALOGUE, ...PRIMARY_ONLY]],
    );
    const scans = new Map(rows.map((r) => [r.relname, Number(r.scans)]));
    const read = CATALOGUE.filter((table) => (scans.get(table) ?? 0) > 0);
    const leaked = PRIMARY_ONLY.filter((table) => (scans.get(table) ?? 0) > 0);
    return {
      name: 'the catalogue is read from the streaming replica, money never',
      ok: read.length === CATALOGUE.length && leaked.length === 0,
      detail: `scans on the replica: ${[...CATALOGUE, ...PRIMARY_ONLY]
        .map((table) => `${table} ${scans.get(table) ?? 0}`)
        .join(', ')}`,
      needs: 'DATABASE_READ_URL (Database.replica) for the catalogue only',
    };
  } finally {
    await replica.end();
  }
}
