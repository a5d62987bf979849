import {
  useId,
  useState,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { cn } from '@/shared/lib/cn';
import { EyeIcon, EyeOffIcon } from '@/shared/ui/extra-icons';
import { CheckIcon } from '@/shared/ui/icons';
import { FORM_LABELS } from './copy';

/** The form pieces' own words, a catalogue (read them with `useCopy(FORM_LABELS)`). */
export { FORM_LABELS };

/** The shared look of a text box. */
export const inputClass = (invalid?: boolean) =>
  cn(
    'h-12 w-full min-w-0 rounded-xl bg-ink-950/70 px-4 text-base text-white ring-1 transition outline-none placeholder:text-indigo-200/35 focus:ring-2 focus:ring-gold-400 disabled:opacity-60',
    invalid ? 'ring-rose-400/70' : 'ring-white/15',
  );

type FieldProps = {
  label: string;
  /** Id of the control the label names. */
  htmlFor?: string;
  error?: string;
  /** Id given to the error text, for the control's aria-describedby. */
  errorId?: string;
  hint?: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  children: ReactNode;
  className?: string;
};

/** A label, a control and its error message. */
export function Field({
  label,
  htmlFor,
  error,
  errorId,
  hint,
  hideLabel = false,
  children,
  className,
}: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={htmlFor}
        className={cn('text-sm font-medium text-indigo-100/80', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      {children}
      {hint}
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-rose-300">
          {localizeMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

type TextInputProps = InputHTMLAttributes<HTMLInputElement> & {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export function TextInput({ invalid, className, ref, ...props }: TextInputProps) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={cn(inputClass(invalid), className)}
      {...props}
    />
  );
}

/** A password box with a show/hide switch. */
export function PasswordInput({ invalid, className, ref, ...props }: TextInputProps) {
  const LABELS = useCopy(FORM_LABELS);
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input
        ref={ref}
        type={shown ? 'text' : 'password'}
        aria-invalid={invalid || undefined}
        className={cn(inputClass(invalid), 'pr-12', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-label={shown ? LABELS.hidePassword : LABELS.showPassword}
        aria-pressed={shown}
        className="absolute inset-y-0 right-0 grid w-12 place-items-center text-indigo-200/60 hover:text-white"
      >
        {shown ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
      </button>
    </div>
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Spec 5.4: the submit looks active only when the form is valid. */
  active?: boolean;
  busy?: boolean;
};

export function Button({
  variant = 'primary',
  active = true,
  busy = false,
  className,
  children,
  type = 'button',
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cn(
        'inline-flex h-12 items-center justify-center gap-2 rounded-full px-6 text-base font-bold transition active:scale-[0.98] disabled:active:scale-100',
        variant === 'primary' &&
          (active
            ? 'bg-gold-gradient text-ink-900 shadow-[0_4px_16px_rgba(246,196,69,0.3)]'
            : 'bg-white/10 text-indigo-200/60'),
        variant === 'secondary' &&
          'bg-white/8 text-indigo-50 ring-1 ring-white/15 hover:bg-white/12',
        variant === 'ghost' &&
          'h-auto px-0 text-sm font-semibold text-gold-300 hover:text-gold-200',
        (disabled || busy) && 'opacity-60',
        className,
      )}
      {...props}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current"
        />
      ) : null}
      {children}
    </button>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label beside it. */
export function Checkbox({ label, invalid, className, ref, id, ...props }: CheckboxProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={cn('flex items-start gap-2.5', className)}>
      <span className="relative mt-0.5 grid size-5 shrink-0 place-items-center">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={invalid || undefined}
          className={cn(
            'peer size-5 cursor-pointer appearance-none rounded-md border bg-transparent checked:border-gold-400 checked:bg-gold-400',
            invalid ? 'border-rose-400' : 'border-gold-400/70',
          )}
          {...props}
        />
        <CheckIcon className="pointer-events-none absolute size-3.5 text-ink-900 opacity-0 peer-checked:opacity-100" />
      </span>
      <label htmlFor={inputId} className="cursor-pointer text-xs leading-5 text-indigo-100/80">
        {label}
      </label>
    </div>
  );
}
