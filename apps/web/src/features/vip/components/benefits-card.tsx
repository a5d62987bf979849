import type { VipLevel, VipStatus } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { SectionCard } from '@/shared/ui/section-card';
import { LoadingSkeletons } from '@/shared/ui/skeleton';
import { VIP_COPY } from '../copy';
import { bonusAmount } from '../lib/vip-format';

/** The benefits of the player's level beside the next level's (only theirs at the top). */
export function BenefitsCard({ status }: { status: VipStatus | undefined }) {
  const COPY = useCopy(VIP_COPY);
  const rows: { label: string; value: (level: VipLevel) => string }[] = [
    { label: COPY.levelUpBonus, value: (l) => bonusAmount(l.upgrade) ?? COPY.none },
    { label: COPY.birthdayBonus, value: (l) => bonusAmount(l.birthday) ?? COPY.none },
    { label: COPY.wagering, value: (l) => COPY.multiple({ multiple: l.multiple }) },
  ];
  const levels = status ? [status.current, ...(status.next ? [status.next] : [])] : [];
  return (
    <SectionCard id="vip-benefits" title={COPY.benefitsTitle} intro={COPY.benefitsIntro}>
      {status ? (
        <table aria-label={COPY.benefitsTable} className="w-full table-fixed text-sm">
          <thead>
            <tr className="text-left text-[11px] font-semibold tracking-wide text-indigo-200/60 uppercase">
              <th scope="col" className="w-[36%] pb-1.5 align-bottom font-semibold">
                {COPY.benefit}
              </th>
              {levels.map((level) => (
                <th
                  key={level.level}
                  scope="col"
                  className={`pb-1.5 pl-2 text-right align-bottom font-semibold ${level === status.current ? 'text-amber-300' : ''}`}
                >
                  <span className="block">{COPY.level({ level: level.level })}</span>{' '}
                  <span className="block text-[10px]">
                    {level === status.current ? COPY.now : COPY.next}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="h-9 border-t border-white/5">
                <th scope="row" className="text-left font-medium text-indigo-100">
                  {row.label}
                </th>
                {levels.map((level) => (
                  <td
                    key={level.level}
                    className={`text-right font-bold tabular-nums ${level === status.current ? 'text-white' : 'text-amber-300'}`}
                  >
                    {row.value(level)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <LoadingSkeletons label={COPY.loading} blocks={['h-36']} className="flex flex-col" />
      )}
      {status ? (
        <p className="text-xs text-indigo-200/75">
          {COPY.wageringNote({ multiple: status.current.multiple })}
        </p>
      ) : (
        <div aria-hidden="true" className="h-8" />
      )}
    </SectionCard>
  );
}
