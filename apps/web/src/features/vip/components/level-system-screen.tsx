import { VIP_MESSAGES, VIP_TIERS, type VipLevel, type VipTier } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { cn } from '@/shared/lib/cn';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { TitleBar } from '@/shared/ui/title-bar';
import { useVipRule, useVipStatus } from '../api/vip';
import { VIP_COPY } from '../copy';
import { bonusAmount, formatXp } from '../lib/vip-format';
import { VipBadge } from './vip-badge';

/** The levels a tier shows while the rule loads (the seeded table has three a tier). */
const LEVELS_WHILE_LOADING = 3;

function LevelRow({ level, mine }: { level: VipLevel; mine: boolean }) {
  const COPY = useCopy(VIP_COPY);
  return (
    <tr
      aria-current={mine ? 'true' : undefined}
      className={cn('h-10 border-t border-white/5', mine && 'bg-amber-300/10')}
    >
      <th
        scope="row"
        className={cn(
          'pl-1 text-left font-bold',
          mine ? 'border-l-2 border-amber-300 text-amber-300' : 'text-white',
        )}
      >
        <span className="flex flex-col leading-tight">
          <span>{level.level}</span>
          {mine ? <span className="text-[10px] font-semibold">{COPY.yourLevel}</span> : null}
        </span>
      </th>
      <td className="pl-1 text-right text-indigo-100 tabular-nums">{formatXp(level.xp)}</td>
      <td className="pl-2 text-right font-semibold text-amber-300 tabular-nums">
        {bonusAmount(level.upgrade) ?? COPY.none}
      </td>
      <td className="pl-2 text-right font-semibold text-indigo-50 tabular-nums">
        {bonusAmount(level.birthday) ?? COPY.none}
      </td>
      <td className="pr-1 pl-1 text-right text-indigo-100 tabular-nums">
        {COPY.multiple({ multiple: level.multiple })}
      </td>
    </tr>
  );
}

/** One tier: its name and badge, and the table of its levels (skeleton rows while loading). */
function TierSection({
  name,
  tier,
  myLevel,
}: {
  name: string;
  tier: VipTier | undefined;
  myLevel: number | null;
}) {
  const COPY = useCopy(VIP_COPY);
  const columns = [
    { label: COPY.columnLevel, className: 'w-[12%]' },
    { label: COPY.columnXp, className: 'w-[22%] text-right' },
    { label: COPY.columnLevelUp, className: 'w-[25%] text-right' },
    { label: COPY.columnBirthday, className: 'w-[25%] text-right' },
    { label: COPY.columnWagering, className: 'text-right' },
  ];
  const id = `vip-tier-${name.toLowerCase()}`;
  const badge = tier?.levels[0]?.img;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-2xl border border-white/8 bg-ink-800 p-4"
    >
      <div className="flex items-center gap-2.5">
        {badge ? (
          <VipBadge img={badge} alt="" className="size-9" />
        ) : (
          <Skeleton className="size-9 rounded-full!" />
        )}
        <h2 id={id} className="text-base font-bold text-amber-300">
          {name}
        </h2>
      </div>
      <table aria-label={COPY.tierTable({ tier: name })} className="w-full table-fixed text-xs">
        <thead>
          <tr className="text-left text-[10px] font-semibold text-indigo-200/60 uppercase">
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn('pb-1.5 pl-1 align-bottom font-semibold', column.className)}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tier
            ? tier.levels.map((level) => (
                <LevelRow key={level.level} level={level} mine={level.level === myLevel} />
              ))
            : Array.from({ length: LEVELS_WHILE_LOADING }, (_, i) => (
                <tr key={i} aria-hidden="true" className="h-10 border-t border-white/5">
                  <td colSpan={columns.length}>
                    <Skeleton className="h-5 w-full" />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * /s-vip/level-system (issue 25; spec 3 VIP rule): the whole rule, a table of levels for each of
 * the five tiers, the player's own level marked when their status is known.
 */
export function LevelSystemScreen({ title }: { title: string }) {
  const COPY = useCopy(VIP_COPY);
  const rule = useVipRule();
  const status = useVipStatus();
  const myLevel = status.data?.level ?? null;
  return (
    <div className="flex flex-col">
      <TitleBar title={title} />
      <div className="flex flex-col gap-4 p-4">
        <section
          aria-labelledby="vip-system-intro"
          className="flex flex-col gap-1.5 rounded-2xl bg-gradient-to-br from-ink-600 via-ink-700 to-ink-800 p-4 ring-1 ring-amber-300/25"
        >
          <h2 id="vip-system-intro" className="text-base font-extrabold text-white">
            {COPY.levelSystem}
          </h2>
          <p className="text-sm text-indigo-100/85">{COPY.systemIntro}</p>
          <p className="text-xs text-indigo-200/75">{localizeMessage(VIP_MESSAGES.xpRule)}</p>
        </section>
        {rule.isError && !rule.data ? (
          <div className="rounded-2xl border border-white/8 bg-ink-800">
            <ErrorWithRetry
              message={COPY.ruleError}
              retryLabel={COPY.retry}
              onRetry={() => void rule.refetch()}
            />
          </div>
        ) : (
          <div
            role={rule.data ? undefined : 'status'}
            aria-label={rule.data ? undefined : COPY.loading}
            className="flex flex-col gap-4"
          >
            {(rule.data?.map((tier) => tier.name) ?? VIP_TIERS).map((name) => (
              <TierSection
                key={name}
                name={name}
                tier={rule.data?.find((tier) => tier.name === name)}
                myLevel={myLevel}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
