import type { VipBonus } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { formatDateTime } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { SectionCard } from '@/shared/ui/section-card';
import { LoadingSkeletons } from '@/shared/ui/skeleton';
import { VIP_COPY } from '../copy';
import { peso } from '../lib/vip-format';

const STATE_STYLE: Record<VipBonus['state'], string> = {
  paid: 'bg-emerald-400/15 text-emerald-300 ring-emerald-300/30',
  withheld: 'bg-rose-400/15 text-rose-300 ring-rose-300/30',
  pending: 'bg-white/10 text-indigo-100 ring-white/15',
};

type CopyKey = keyof (typeof VIP_COPY)['source'];

/** The text of each kind and each state of a bonus, in the copy. */
const KIND_TEXTS = {
  level_up: 'levelUpBonus',
  birthday: 'birthdayBonus',
} as const satisfies Record<VipBonus['kind'], CopyKey>;
const STATE_TEXTS = {
  paid: 'statePaid',
  withheld: 'stateWithheld',
  pending: 'statePending',
} as const satisfies Record<VipBonus['state'], CopyKey>;

/** The player's VIP bonuses, newest first: kind, level, amount, state (and why withheld), date. */
export function BonusList({ bonuses }: { bonuses: readonly VipBonus[] | undefined }) {
  const COPY = useCopy(VIP_COPY);
  let body;
  if (!bonuses) {
    body = (
      <LoadingSkeletons
        label={COPY.loading}
        blocks={['h-16', 'h-16']}
        className="flex flex-col gap-2"
      />
    );
  } else if (bonuses.length === 0) {
    body = <EmptyState message={COPY.bonusesEmpty} />;
  } else {
    body = (
      <ul aria-label={COPY.bonusesTitle} className="flex flex-col divide-y divide-white/5">
        {bonuses.map((bonus) => (
          <li
            key={`${bonus.kind}:${bonus.level}:${bonus.at}`}
            className="flex items-start justify-between gap-3 py-2.5"
          >
            <div className="flex min-w-0 flex-col">
              <span className="text-sm font-semibold text-white">
                {COPY[KIND_TEXTS[bonus.kind]]}
                <span className="font-normal text-indigo-200/80">
                  {' · '}
                  {COPY.level({ level: bonus.level })}
                </span>
              </span>
              {bonus.state === 'withheld' && bonus.reason ? (
                <span className="text-xs text-rose-200/85">{bonus.reason}</span>
              ) : null}
              <span className="text-[11px] text-indigo-200/70 tabular-nums">
                {formatDateTime(bonus.at)}
              </span>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span className="text-sm font-bold text-amber-300 tabular-nums">
                {peso(bonus.amount)}
              </span>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-[11px] font-bold ring-1',
                  STATE_STYLE[bonus.state],
                )}
              >
                {COPY[STATE_TEXTS[bonus.state]]}
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <SectionCard id="vip-bonuses" title={COPY.bonusesTitle} gap={2}>
      {body}
    </SectionCard>
  );
}
