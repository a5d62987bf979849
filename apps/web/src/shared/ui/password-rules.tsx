import { hasLetterAndNumber, hasPasswordLength } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { CheckIcon } from '@/shared/ui/icons';
import { UI_COPY } from './copy';

type PasswordRulesProps = {
  value: string;
  /** The two rule texts ('8-20 characters', '1 letter and 1 number'). */
  labels: { length: string; letterAndNumber: string };
  id?: string;
};

/** The password verify box of spec 5.3: each rule turns green once met. */
export function PasswordRules({ value, labels, id }: PasswordRulesProps) {
  const COPY = useCopy(UI_COPY);
  const rules = [
    { label: labels.length, met: hasPasswordLength(value) },
    { label: labels.letterAndNumber, met: hasLetterAndNumber(value) },
  ];
  return (
    <ul id={id} className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {rules.map((rule) => (
        <li
          key={rule.label}
          data-met={rule.met}
          className={cn(
            'flex items-center gap-1.5 transition-colors',
            rule.met ? 'text-emerald-400' : 'text-muted',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'grid size-4 place-items-center rounded-full ring-1',
              rule.met ? 'bg-emerald-500/20 ring-emerald-400' : 'ring-indigo-200/30',
            )}
          >
            {rule.met ? <CheckIcon className="size-3" /> : null}
          </span>
          {rule.label}
          <span className="sr-only"> {rule.met ? COPY.ruleMet : COPY.ruleNotMet}</span>
        </li>
      ))}
    </ul>
  );
}
