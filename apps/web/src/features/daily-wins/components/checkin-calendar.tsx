import type { CheckinDay, CheckinDayState } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { formatPhp } from '@/shared/lib/format';
import { CheckIcon, GiftIcon } from '@/shared/ui/icons';
import { DAILY_WINS_COPY } from '../copy';

/** One day of the cycle: its number, prize and state; day 7 (the big one) spans two columns. */
function DayTile({ day }: { day: CheckinDay }) {
  const COPY = useCopy(DAILY_WINS_COPY);
  const states: Record<CheckinDayState, string> = {
    claimed: COPY.stateClaimed,
    today: COPY.stateToday,
    upcoming: COPY.stateUpcoming,
  };
  const name = COPY.day({ n: day.day });
  const amount = COPY.peso({ amount: formatPhp(day.amount) });
  const label = `${name}, ${amount}, ${states[day.state]}`;
  return (
    <li
      aria-label={label}
      aria-current={day.state === 'today' ? 'date' : undefined}
      data-state={day.state}
      className={cn(
        'relative flex flex-col items-center gap-1 rounded-xl border px-1 py-2.5 text-center',
        day.day === 7 && 'col-span-2',
        day.state === 'claimed' && 'border-emerald-400/30 bg-emerald-400/10',
        day.state === 'today' && 'border-gold-400 bg-gold-400/15 ring-2 ring-gold-400/40',
        day.state === 'upcoming' && 'border-white/8 bg-white/5',
      )}
    >
      <span className="text-xs font-semibold text-indigo-200/80">{name}</span>
      {day.state === 'claimed' ? (
        <CheckIcon className="size-6 text-emerald-300" />
      ) : (
        <GiftIcon
          className={cn('size-6', day.state === 'today' ? 'text-gold-300' : 'text-indigo-300/60')}
        />
      )}
      <span
        className={cn(
          'text-sm font-extrabold tabular-nums',
          day.state === 'upcoming' ? 'text-indigo-100' : 'text-white',
        )}
      >
        {amount}
      </span>
      <span
        className={cn(
          'text-[11px] font-semibold',
          day.state === 'claimed' && 'text-emerald-300',
          day.state === 'today' && 'text-gold-300',
          day.state === 'upcoming' && 'text-muted',
        )}
      >
        {states[day.state]}
      </span>
    </li>
  );
}

/** The 7-day calendar: four days above, three below (day 7 wide). */
export function CheckinCalendar({ days }: { days: CheckinDay[] }) {
  const COPY = useCopy(DAILY_WINS_COPY);
  return (
    <ol aria-label={COPY.calendar} className="grid grid-cols-4 gap-2">
      {days.map((day) => (
        <DayTile key={day.day} day={day} />
      ))}
    </ol>
  );
}
