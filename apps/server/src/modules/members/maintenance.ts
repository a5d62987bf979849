import type { Database } from '../../db/database.ts';
import type { Job } from '../../platform/jobs.ts';
import type { Clock } from '../../providers/clock.ts';
import { pruneCodes } from './otp/otp-queries.ts';
import { pruneSignatures } from '../../platform/signatures/used-signatures.ts';
import { pruneSessions } from './sessions/session-queries.ts';
import { pruneThrottle } from '../../platform/throttle/throttle-queries.ts';

const EVERY_MS = 10 * 60_000;

/** Drops spent signatures, old codes, idle throttle rows and long-ended sessions. */
export async function pruneMembersData(db: Database, now: number): Promise<void> {
  await pruneSignatures(db, now);
  await pruneSessions(db, now);
  await pruneCodes(db, now);
  await pruneThrottle(db, now);
}

/** The pruning, every 10 minutes. */
export const maintenanceJob = (db: Database, clock: Clock): Job => ({
  name: 'members-maintenance',
  everyMs: EVERY_MS,
  run: () => pruneMembersData(db, clock.now()),
});
