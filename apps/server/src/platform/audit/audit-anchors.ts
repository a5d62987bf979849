import type { AuditAnchor } from '@pisoplay/contract';
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { Clock } from '../../providers/clock.ts';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import type { Job } from '../jobs.ts';
import { verifyAuditChain } from './audit-chain.ts';

/**
 * Anchors of the audit log (docs/back-office.md, "Anchors"): the log's last row and its hash,
 * written now and then to the object storage, where the database's administrators cannot write.
 * A later verification must still reach that row with that hash, so deleting the last rows, or
 * rewriting the log and recomputing every hash, no longer goes unseen.
 *
 * Anchors are numbered 1, 2, 3… with no gaps, one object each, never changed or removed (the
 * storage's contract: objects are immutable once written), so the latest is found by doubling
 * then halving the number: about 2·log2(n) reads, with no listing the storage would need.
 */

/** How often the job anchors the log's last row (when it moved since the latest anchor). */
export const AUDIT_ANCHOR_EVERY_MS = 5 * 60_000;

const anchorKey = (n: number) => `audit-anchors/${String(n).padStart(12, '0')}.json`;

/** Writes an anchor as anchor number `anchor.n` (one object, never written again). */
export async function writeAuditAnchor(storage: ObjectStorage, anchor: AuditAnchor): Promise<void> {
  await storage.put(anchorKey(anchor.n), Buffer.from(JSON.stringify(anchor)), 'application/json');
}

async function readAnchor(storage: ObjectStorage, n: number): Promise<AuditAnchor | null> {
  const object = await storage.get(anchorKey(n));
  return object ? (JSON.parse(object.body.toString('utf8')) as AuditAnchor) : null;
}

/** The anchor written last, or null when none was written yet. */
export async function latestAuditAnchor(storage: ObjectStorage): Promise<AuditAnchor | null> {
  let found = await readAnchor(storage, 1);
  if (!found) return null;
  // Anchor `present` exists and `absent` does not; the last one lies between them.
  let present = 1;
  let absent = 2;
  for (
    let next = await readAnchor(storage, absent);
    next;
    next = await readAnchor(storage, absent)
  ) {
    [found, present, absent] = [next, absent, absent * 2];
  }
  while (absent - present > 1) {
    const middle = Math.floor((present + absent) / 2);
    const anchor = await readAnchor(storage, middle);
    if (anchor) [found, present] = [anchor, middle];
    else absent = middle;
  }
  return found;
}

export type AnchorPass =
  | { anchored: AuditAnchor }
  /** The log's last row is the latest anchor's (or the log is empty): nothing new to anchor. */
  | { anchored: null; broken: null }
  /** The log does not verify from the latest anchor on: nothing is anchored until it does. */
  | { anchored: null; broken: string };

/**
 * One pass: checks the rows written since the latest anchor (from the anchored row on, whose hash
 * must still be the anchor's) and anchors the last row when it is a new one. A log that does not
 * verify is never anchored: the anchor would vouch for the break.
 */
export async function anchorAuditLog(
  db: Database,
  storage: ObjectStorage,
  now: number,
): Promise<AnchorPass> {
  const latest = await latestAuditAnchor(storage);
  const checked = await verifyAuditChain(db, { anchor: latest, fromAnchor: true });
  if (!checked.ok) return { anchored: null, broken: checked.reason ?? 'broken' };
  if (checked.last_id === null || checked.last_id === latest?.id) {
    return { anchored: null, broken: null };
  }
  const anchored: AuditAnchor = {
    n: (latest?.n ?? 0) + 1,
    id: checked.last_id,
    hash: checked.last_hash!,
    anchored_at: new Date(now).toISOString(),
  };
  await writeAuditAnchor(storage, anchored);
  return { anchored };
}

/**
 * The job that anchors the log every AUDIT_ANCHOR_EVERY_MS, and once at start. It runs under
 * its cluster-wide lock (platform/jobs.ts), so two servers never write the same anchor number. A
 * broken chain is logged as an error at every pass until someone looks.
 */
export function auditAnchorJob(
  db: Database,
  storage: ObjectStorage,
  clock: Clock,
  log: Logger,
): Job {
  return {
    name: 'audit-anchor',
    everyMs: AUDIT_ANCHOR_EVERY_MS,
    atStart: true,
    run: async () => {
      const pass = await anchorAuditLog(db, storage, clock.now());
      if (!pass.anchored && pass.broken) {
        log.error({ reason: pass.broken }, 'audit log chain broken: not anchored');
      }
    },
  };
}
