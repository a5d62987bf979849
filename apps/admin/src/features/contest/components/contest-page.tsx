import { useSearchParams } from 'react-router';
import { errorMessage, isNotFound } from '@/shared/api/errors';
import { manilaIsoDate } from '@pisoplay/contract';
import { formatDate } from '@/shared/lib/format';
import { useNow } from '@/shared/lib/use-now';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/feedback';
import { TextField } from '@/shared/ui/form';
import { Loaded } from '@/shared/ui/loaded';
import { PageHeader, Panel } from '@/shared/ui/page';
import { useContestDay } from '../api/contest';
import { ContestDayReport } from './contest-day';

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day `days` after a 'YYYY-MM-DD' date (before it when negative). */
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The daily slot contest, one closed day at a time (finance, risk, admin): the places frozen at
 * the Philippine midnight, each player's stakes, the prize and whether it was paid, or why not.
 * The day is in the address (`?date=`); yesterday in Philippine time when none is given.
 */
export function ContestPage() {
  const [search, setSearch] = useSearchParams();
  const yesterday = manilaIsoDate(useNow(60_000) - DAY_MS);
  const asked = search.get('date') ?? '';
  const date = DATE.test(asked) ? asked : yesterday;
  const day = useContestDay(date);
  const go = (next: string) => DATE.test(next) && setSearch({ date: next });
  return (
    <>
      <PageHeader
        title="Daily contest"
        description="A closed day of the daily slot contest: the top 100 by real-money slot stakes, frozen at midnight Philippine time, and each prize's payment."
        actions={
          <div className="flex items-end gap-2">
            <Button aria-label="Previous day" onClick={() => go(shift(date, -1))}>
              ‹
            </Button>
            <TextField
              label="Day (Philippine time)"
              type="date"
              value={date}
              max={yesterday}
              onChange={(event) => go(event.target.value)}
            />
            <Button
              aria-label="Next day"
              disabled={date >= yesterday}
              onClick={() => go(shift(date, 1))}
            >
              ›
            </Button>
          </div>
        }
      />
      {day.isError && isNotFound(day.error) ? (
        <Panel>
          <EmptyState title={`No snapshot for ${formatDate(date)}`}>
            {errorMessage(day.error)}. A day is closed, and its ranking frozen, just after its
            midnight in Philippine time; a day nobody played closes empty.
          </EmptyState>
        </Panel>
      ) : (
        <Loaded query={day} label="Loading the day…">
          {(report) => <ContestDayReport report={report} />}
        </Loaded>
      )}
    </>
  );
}
