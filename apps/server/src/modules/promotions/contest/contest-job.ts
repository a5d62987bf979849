import type { Logger } from '../../../logger.ts';
import type { ContestService } from './contest-service.ts';

const EVERY_MS = 60_000;

/**
 * Closes the contest's due days and pays their places: once at start (a server that was down at
 * midnight catches up), then every minute. Safe on every server at once (closeDueDays).
 */
export function startContestClose(contest: ContestService, log: Logger): () => void {
  const run = () => {
    contest.closeDueDays().then(
      ({ closed }) => {
        if (closed.length > 0) log.info({ closed }, 'contest days closed');
      },
      (error: unknown) => log.warn({ err: error }, 'closing contest days failed'),
    );
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
