import type { ClipboardEvent, Ref } from 'react';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import {
  COUNTRY_CODE_OPTIONS,
  formatPhoneInput,
  phoneFieldMaxLength,
} from '@/shared/lib/phone-input';
import { inputClass } from '@/shared/ui/form';
import { ChevronDownIcon } from '@/shared/ui/extra-icons';
import { UI_COPY } from './copy';

type PhoneFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  countryCode: string;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A Philippine mobile number (spec 5.1): a country-code selector (+63 to +69, disabled) and the
 * number, kept as digits grouped 3-3-4. Typing and pasting drop everything but digits.
 */
export function PhoneField({
  id,
  value,
  onChange,
  onBlur,
  name,
  countryCode,
  invalid = false,
  describedBy,
  placeholder,
  autoFocus,
  disabled,
  ref,
}: PhoneFieldProps) {
  const COPY = useCopy(UI_COPY);
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    onChange(formatPhoneInput(value.slice(0, start) + pasted + value.slice(end)));
  };

  return (
    <div className="flex gap-2">
      <div className="relative w-[5.25rem] shrink-0">
        <select
          aria-label={COPY.countryCode}
          value={countryCode}
          disabled
          onChange={() => {}}
          className={cn(inputClass(false), 'appearance-none pr-7 pl-3 disabled:opacity-80')}
        >
          {COUNTRY_CODE_OPTIONS.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-indigo-200/50"
        />
      </div>
      <input
        ref={ref}
        id={id}
        name={name}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={phoneFieldMaxLength(value)}
        value={value}
        placeholder={placeholder}
        autoFocus={autoFocus}
        data-autofocus={autoFocus ? '' : undefined}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(formatPhoneInput(event.target.value))}
        onPaste={handlePaste}
        onBlur={onBlur}
        className={cn(inputClass(invalid), 'pr-3 pl-3 tracking-wide placeholder:tracking-normal')}
      />
    </div>
  );
}
