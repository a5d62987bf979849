import { useEffect, useEffectEvent } from 'react';
import { useCopy } from '@/shared/i18n/define-copy';
import { useCountdown } from '@/shared/lib/use-countdown';
import { CONTEST_COPY } from '../copy';
import { formatClock } from '../lib/contest-format';

type ContestCountdownProps = { closesAt: string; onEnd: () => void };

/**
 * 'Time Reamaining' (spec 2.11) until the day's real close, HH:MM:SS ticking each second; at zero
 * it asks for the new day once. Give it `key={closesAt}` to restart it with a new close.
 */
export function ContestCountdown({ closesAt, onEnd }: ContestCountdownProps) {
  const COPY = useCopy(CONTEST_COPY);
  const end = Date.parse(closesAt);
  const left = useCountdown(Number.isNaN(end) ? null : end);
  const ended = useEffectEvent(onEnd);
  const reachedZero = left === 0;
  useEffect(() => {
    if (reachedZero) ended();
  }, [reachedZero]);
  return (
    <div className="flex flex-col items-end gap-0.5">
      <span id="contest-time-left" className="text-xs font-medium text-indigo-100/80">
        {COPY.timeRemaining}
      </span>
      <span
        role="timer"
        aria-labelledby="contest-time-left"
        className="rounded-lg bg-ink-950/60 px-2 py-0.5 font-mono text-lg font-bold text-white tabular-nums"
      >
        {formatClock(left)}
      </span>
    </div>
  );
}
