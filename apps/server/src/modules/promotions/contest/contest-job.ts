import type { Logger } from '../../../logger.ts';
import type { Job } from '../../../platform/jobs.ts';
import type { ContestService } from './contest-service.ts';

/**
 * Closes the contest's due days and pays their places: once at start (a server that was down at
 * midnight catches up), then every minute. Each place is paid once whatever runs it
 * (closeDueDays); the job's lock keeps the servers from doing the same work together.
 */
export const contestCloseJob = (contest: ContestService, log: Logger): Job => ({
  name: 'contest-close',
  everyMs: 60_000,
  atStart: true,
  run: async () => {
    const { closed } = await contest.closeDueDays();
    if (closed.length > 0) log.info({ closed }, 'contest days closed');
  },
});
