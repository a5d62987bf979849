import { Link } from 'react-router';
import { amountToCentavos } from '@pisoplay/contract';
import type { BonusGrant, BonusSource, GrantState } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useCopy, type Copy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { formatDateTime, formatPhp } from '@/shared/lib/format';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { WELFARE_COPY } from '../copy';

type WelfareText = Copy<(typeof WELFARE_COPY)['source']>;

/** A grant's state, in words. */
function stateText(COPY: WelfareText, state: GrantState): string {
  const texts: Record<GrantState, string> = {
    issued: COPY.stateIssued,
    active: COPY.stateActive,
    completed: COPY.stateCompleted,
    expired: COPY.stateExpired,
    forfeited: COPY.stateForfeited,
  };
  return texts[state];
}

/** Where a grant came from, in words. */
function sourceText(COPY: WelfareText, source: BonusSource): string {
  const texts: Record<BonusSource, string> = {
    mystery_box: COPY.sourceMysteryBox,
    contest_prize: COPY.sourceContestPrize,
    level_up: COPY.sourceLevelUp,
    birthday: COPY.sourceBirthday,
    daily_win: COPY.sourceDailyWin,
    invite: COPY.sourceInvite,
    operator: COPY.sourceOperator,
    points: COPY.sourcePoints,
  };
  return texts[source];
}

const OPEN_STATES = new Set<BonusGrant['state']>(['issued', 'active']);

/** How far a grant's wagering is, 0–100 (a grant needing none is done). */
export function wageringPercent(grant: Pick<BonusGrant, 'wagered' | 'required'>): number {
  const required = amountToCentavos(grant.required) ?? 0;
  if (required <= 0) return 100;
  const wagered = amountToCentavos(grant.wagered) ?? 0;
  return Math.min(100, Math.floor((wagered * 100) / required));
}

/** One grant: what it is, what it holds, its wagering as a bar, its end and its records. */
export function GrantCard({ grant }: { grant: BonusGrant }) {
  const COPY = useCopy(WELFARE_COPY);
  const open = OPEN_STATES.has(grant.state);
  const percent = wageringPercent(grant);
  const title = sourceText(COPY, grant.source);
  return (
    <li>
      <article
        aria-label={`${title} ${formatPhp(grant.amount)}`}
        className="flex flex-col gap-3 rounded-2xl border border-white/8 bg-ink-800 p-4"
      >
        <header className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col">
            <h2 className="truncate text-sm font-semibold text-white">{title}</h2>
            <p className="text-2xl font-extrabold text-amber-300 tabular-nums">
              {formatPhp(grant.amount)}
            </p>
          </div>
          <span
            className={cn(
              'shrink-0 rounded-full px-2.5 py-1 text-xs font-bold',
              open ? 'bg-emerald-400/15 text-emerald-300' : 'bg-white/8 text-indigo-200/70',
            )}
          >
            {stateText(COPY, grant.state)}
          </span>
        </header>
        <div className="flex flex-col gap-1.5">
          <div className="flex justify-between text-xs text-indigo-200/70">
            <span id={`wagering-${grant.id}`}>{COPY.wagering}</span>
            <span className="tabular-nums">
              {COPY.wageringOf({
                wagered: formatPhp(grant.wagered),
                required: formatPhp(grant.required),
              })}
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`wagering-${grant.id}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            className="h-2 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-amber-400 to-amber-200"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
          <dt className="text-indigo-200/60">{open ? COPY.balance : COPY.converted}</dt>
          <dd className="text-right font-semibold text-white tabular-nums">
            {formatPhp(open ? grant.balance : grant.converted)}
          </dd>
          <dt className="text-indigo-200/60">{open ? COPY.expires : COPY.ended}</dt>
          <dd className="text-right text-white tabular-nums">
            {formatDateTime(open ? grant.expires_at : (grant.ended_at ?? grant.expires_at))}
          </dd>
          {grant.terms.max_bet ? (
            <dd className="col-span-2 text-indigo-200/60">
              {COPY.maxBet({ amount: formatPhp(grant.terms.max_bet) })}
            </dd>
          ) : null}
          {grant.terms.cash_cap ? (
            <dd className="col-span-2 text-indigo-200/60">
              {COPY.cap({ amount: formatPhp(grant.terms.cash_cap) })}
            </dd>
          ) : null}
        </dl>
        <Link
          to={paths.transactionTab.getHref('bonus')}
          className="flex min-h-6 items-center justify-end gap-1 text-xs font-semibold text-amber-300"
        >
          {COPY.records}
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </article>
    </li>
  );
}
