import type { Database } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
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

/** Runs the pruning every 10 minutes until stopped (on app close). */
export function startMaintenance(db: Database, clock: Clock, log: Logger): () => void {
  const timer = setInterval(() => {
    pruneMembersData(db, clock.now()).catch((error: unknown) =>
      log.warn({ err: error }, 'members maintenance failed'),
    );
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
