import { useId } from 'react';
import { TIME_FILTERS, type TimeFlag } from '@pisoplay/contract';
import { copyOf, useLocale } from '@/shared/i18n/define-copy';
import { ChevronDownIcon } from '@/shared/ui/extra-icons';
import { TIME_FILTER_LABELS } from './copy';

export type FilterOption = { value: string; label: string };

/** A list's filter: a pill-shaped native select, labelled for screen readers. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  // Options may read the current language when shown (TIME_FILTER_OPTIONS): a language change
  // redraws them.
  useLocale();
  const id = useId();
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full appearance-none truncate rounded-full bg-white/6 pr-9 pl-4 text-sm font-medium text-white ring-1 ring-white/10 outline-none focus:ring-2 focus:ring-gold-400"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} className="bg-ink-900">
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-indigo-200/70"
      />
    </div>
  );
}

/** A time filter's name in the current language ('Today', 'Last 7 days'). */
export const timeFilterLabel = (flag: TimeFlag): string =>
  copyOf(TIME_FILTER_LABELS)[`time${flag}`];

/** The time filters of spec 9 as options, named in the current language. */
export const timeFilterOptions = (): FilterOption[] =>
  TIME_FILTERS.map((f) => ({ value: String(f.value), label: timeFilterLabel(f.value) }));

/**
 * The same options as a constant: each label is read when it is shown, so it follows the
 * language (FilterSelect redraws on a change).
 */
export const TIME_FILTER_OPTIONS: readonly FilterOption[] = TIME_FILTERS.map((f) => ({
  value: String(f.value),
  get label() {
    return timeFilterLabel(f.value);
  },
}));
