import { cn } from '@/shared/lib/cn';

export type Choice<T extends string | number> = {
  value: T;
  /** What the chip shows. */
  text: string;
  /** Its accessible name, when the chip's text is short for it. */
  label?: string;
};

type ChoiceChipsProps<T extends string | number> = {
  /** Names the group. */
  label: string;
  /** The radios' name, one per group on the page. */
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
};

/** One of a few values (an interval, a period), as a row of radio chips. */
export function ChoiceChips<T extends string | number>({
  label,
  name,
  choices,
  value,
  onChange,
}: ChoiceChipsProps<T>) {
  return (
    <div role="radiogroup" aria-label={label} className="grid grid-cols-3 gap-2">
      {choices.map((choice) => (
        <label key={choice.value} className="relative">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
            aria-label={choice.label}
            className="peer sr-only"
          />
          <span
            className={cn(
              'flex h-10 cursor-pointer items-center justify-center rounded-xl bg-white/6 px-2 text-sm font-bold text-indigo-50 tabular-nums ring-1 ring-white/10 transition',
              'peer-checked:bg-gold-400/15 peer-checked:text-gold-200 peer-checked:ring-gold-400',
              'peer-focus-visible:ring-2 peer-focus-visible:ring-gold-300',
            )}
          >
            {choice.text}
          </span>
        </label>
      ))}
    </div>
  );
}
