import {
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ChangeEvent,
} from 'react';
import { OTP_AUTO_SUBMIT_DEBOUNCE_MS, OTP_LENGTH } from '@pisoplay/contract';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { UI_COPY } from './copy';

type CodeInputProps = {
  /** The digits entered so far (boxes left empty are skipped). */
  value: string;
  onChange: (value: string) => void;
  /** Runs 200 ms after all boxes are filled, unless the code changes again first. */
  onComplete?: (code: string) => void;
  /** Names the group of boxes for screen readers. */
  label: string;
  length?: number;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of the text that describes an error, for aria-describedby. */
  describedBy?: string;
  autoFocus?: boolean;
  className?: string;
};

const onlyDigits = (text: string) => text.replace(/\D/g, '');
const cellsOf = (value: string, length: number): string[] =>
  Array.from({ length }, (_, i) => onlyDigits(value)[i] ?? '');

/** Accessible name of one box, in the current language ('Digit 1 of 6'). */
export const digitLabel = (index: number, length: number) =>
  copyOf(UI_COPY).digitLabel({ digit: index + 1, length });

/**
 * The six-box code entry of spec 2.9: one digit per box, focus moves forward, Backspace clears
 * and moves back, a paste (or an SMS autofill) fills the boxes, and the code is handed to
 * `onComplete` 200 ms after the last box is filled.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  label,
  length = OTP_LENGTH,
  disabled = false,
  invalid = false,
  describedBy,
  autoFocus = false,
  className,
}: CodeInputProps) {
  const COPY = useCopy(UI_COPY);
  const [cells, setCells] = useState(() => cellsOf(value, length));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const completeRef = useRef(onComplete);
  useEffect(() => {
    completeRef.current = onComplete;
  });

  // A value set from outside (a reset after a wrong code) replaces the boxes.
  const joined = cells.join('');
  if (onlyDigits(value) !== joined) setCells(cellsOf(value, length));

  const complete = cells.every((cell) => cell !== '');
  // The code last handed over: a code is handed over once, not again when the boxes are
  // disabled while it is used and enabled again (that sent every code sign-in twice).
  const handedOver = useRef<string | null>(null);
  useEffect(() => {
    if (!complete) handedOver.current = null;
    if (!complete || disabled || handedOver.current === joined) return;
    const timer = window.setTimeout(() => {
      handedOver.current = joined;
      completeRef.current?.(joined);
    }, OTP_AUTO_SUBMIT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [complete, joined, disabled]);

  const focus = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  const commit = (next: string[]) => {
    setCells(next);
    onChange(next.join(''));
  };

  /** Writes digits from box `start` on; returns the box to focus next. */
  const fill = (start: number, digits: string) => {
    const from = digits.length >= length ? 0 : start;
    const next = [...cells];
    let index = from;
    for (const digit of digits.slice(0, length - from)) next[index++] = digit;
    commit(next);
    focus(Math.min(index, length - 1));
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = onlyDigits(event.target.value);
    if (typed === '') {
      // Only non-digits were typed, or the box was emptied another way.
      if (event.target.value === '' && cells[index] !== '') {
        const next = [...cells];
        next[index] = '';
        commit(next);
      }
      return;
    }
    const old = cells[index] ?? '';
    // A box that held a digit and got one more typed next to it: keep the new one.
    if (typed.length === 2 && old !== '' && typed.includes(old)) {
      fill(index, typed[0] === old ? typed.slice(1) : typed.slice(0, 1));
    } else {
      fill(index, typed);
    }
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...cells];
      if (next[index] !== '') next[index] = '';
      else if (index > 0) next[index - 1] = '';
      commit(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits) fill(index, digits);
  };

  return (
    <div role="group" aria-label={label} className={cn('flex justify-between gap-2', className)}>
      {cells.map((cell, index) => (
        <input
          key={index}
          ref={(node) => {
            inputs.current[index] = node;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={COPY.digitLabel({ digit: index + 1, length })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoFocus={autoFocus && index === 0}
          data-autofocus={autoFocus && index === 0 ? '' : undefined}
          disabled={disabled}
          value={cell}
          onChange={handleChange(index)}
          onKeyDown={handleKeyDown(index)}
          onPaste={handlePaste(index)}
          onFocus={(event) => event.target.select()}
          className={cn(
            'h-13 w-full min-w-0 rounded-xl bg-ink-950/70 text-center text-2xl font-bold text-white caret-gold-400 ring-1 transition outline-none focus:ring-2 focus:ring-gold-400 disabled:opacity-50',
            invalid ? 'ring-rose-400/70' : cell ? 'ring-gold-500/50' : 'ring-white/15',
          )}
        />
      ))}
    </div>
  );
}
