import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';

/** A periodic job of the server (docs/scaling.md, "Jobs"). */
export type Job = {
  /** Also the name of its cluster-wide lock. */
  name: string;
  everyMs: number;
  /** One pass: takes whatever is due. A pass that throws is logged and tried at the next turn. */
  run: () => Promise<unknown>;
  /** Also one pass at start (e.g. catching up on what fell due while no server ran). */
  atStart?: boolean;
};

/** Where a job runs: the app's logger, and its close, which stops the job first. */
export type JobHost = {
  log: Logger;
  addHook(name: 'preClose', hook: () => Promise<void>): unknown;
};

/**
 * Runs `job` every `everyMs` until the app closes. The job stops first, before the server stops
 * answering (a pass in flight is waited for, and may still call this server). Each pass runs under the job's cluster-wide lock (db.coordination.exclusive):
 * however many servers run, one pass runs at a time, and a pass that overruns its interval is
 * not overtaken. A server killed mid-pass loses the lock with its connection, and the next
 * server whose turn comes takes the work over; every job takes its work in transactions that
 * commit what is done, so the rest is simply still due.
 */
export function startJob(app: JobHost, db: Database, job: Job): void {
  const { log } = app;
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= db.coordination
      .exclusive(job.name, job.run)
      .then(
        () => undefined,
        (error: unknown) => log.warn({ err: error, job: job.name }, 'job failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  if (job.atStart) tick();
  const timer = setInterval(tick, job.everyMs);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
