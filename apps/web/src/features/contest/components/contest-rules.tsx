import { BONUS_WAGERING_MULTIPLIER, CONTEST_PRIZES, CONTEST_TOP } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { Button } from '@/shared/ui/form';
import { CONTEST_COPY } from '../copy';
import { peso, rankRange } from '../lib/contest-format';

/** The rules panel (spec 2.11, 9): the day, who counts, the prize table, the wagering. */
export function ContestRules({ onDone }: { onDone: () => void }) {
  const COPY = useCopy(CONTEST_COPY);
  const rules = [
    COPY.rule1,
    COPY.rule2,
    COPY.rule3({ top: CONTEST_TOP }),
    COPY.rule4,
    COPY.rule5({ times: BONUS_WAGERING_MULTIPLIER }),
  ];
  return (
    <div className="flex flex-col gap-4 text-sm text-indigo-100/90">
      <ol className="flex list-decimal flex-col gap-1.5 pl-5">
        {rules.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <table className="w-full text-sm">
        <caption className="pb-2 text-left text-sm font-bold text-amber-300">
          {COPY.prizeTable}
        </caption>
        <thead>
          <tr className="text-left text-xs text-indigo-200/60">
            <th scope="col" className="pb-1 font-semibold">
              {COPY.rank}
            </th>
            <th scope="col" className="pb-1 text-right font-semibold">
              {COPY.prize}
            </th>
          </tr>
        </thead>
        <tbody>
          {CONTEST_PRIZES.map(([first, last, prize]) => (
            <tr key={first} className="border-t border-white/5">
              <td className="py-1.5 text-white">{rankRange(first, last)}</td>
              <td className="py-1.5 text-right font-semibold text-amber-300 tabular-nums">
                {peso(prize)}
                {first === last ? null : (
                  <span className="font-normal text-indigo-200/60"> {COPY.each}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button onClick={onDone}>{COPY.gotIt}</Button>
    </div>
  );
}
