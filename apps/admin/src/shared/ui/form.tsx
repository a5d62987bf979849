import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const CONTROL =
  'block w-full rounded-md border-0 bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-xs ring-1 ring-inset ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-indigo-600 focus:outline-none aria-[invalid=true]:ring-red-500 disabled:bg-slate-50 disabled:text-slate-500';

type FieldChrome = {
  label: ReactNode;
  /** The check's message (the contract's words). */
  error?: string;
  hint?: ReactNode;
};

/** Label, control, hint and error, tied together by ids. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
}: FieldChrome & { id: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-[13px] font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** What ties a control to its label, hint and error: its id and the aria attributes. */
const controlOf = (id: string, { error, hint }: Omit<FieldChrome, 'label'>) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

type Field<A, E> = FieldChrome & A & { ref?: Ref<E> };

export function TextField({
  label,
  error,
  hint,
  id: givenId,
  className = '',
  ...input
}: Field<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>) {
  const id = useId();
  const control = controlOf(givenId ?? id, { error, hint });
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint}>
      <input {...control} className={`${CONTROL} ${className}`} {...input} />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  rows = 3,
  className = '',
  ...input
}: Field<TextareaHTMLAttributes<HTMLTextAreaElement>, HTMLTextAreaElement>) {
  const control = controlOf(useId(), { error, hint });
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint}>
      <textarea {...control} rows={rows} className={`${CONTROL} ${className}`} {...input} />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  ...select
}: Field<SelectHTMLAttributes<HTMLSelectElement>, HTMLSelectElement>) {
  const control = controlOf(useId(), { error, hint });
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint}>
      <select {...control} className={`${CONTROL} pr-8`} {...select} />
    </FieldFrame>
  );
}

/** An authenticator's 6-digit code (sign-in, enrolment). */
export function CodeField({
  className = '',
  ...input
}: Omit<Field<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>, 'label'>) {
  return (
    <TextField
      label="Authentication code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      className={`font-mono tracking-[0.3em] ${className}`}
      {...input}
    />
  );
}

export function CheckboxField({
  label,
  hint,
  ref,
  ...input
}: { label: ReactNode; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
  }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        ref={ref}
        type="checkbox"
        className="mt-0.5 size-4 rounded border-slate-400 text-indigo-600 accent-indigo-600"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      <div className="text-sm">
        <label htmlFor={id} className="text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** Choices of one filter as pressed buttons (a status, a state). */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex flex-wrap rounded-md bg-slate-100 p-0.5 ring-1 ring-slate-200"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="rounded px-2.5 py-1 text-[13px] font-medium text-slate-700 hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** A choice of a radio group: its value, its label, and a line saying what it does. */
export type Choice = readonly [value: string, label: string, hint?: string];

/** One choice of several, as radio buttons in a fieldset with its legend. */
export function RadioGroupField({
  legend,
  options,
  error,
  ...input
}: {
  legend: string;
  options: readonly Choice[];
  error?: string;
} & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-[13px] font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 space-y-2">
        {options.map(([value, label, hint]) => (
          <label key={value} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="radio"
              value={value}
              className="mt-0.5 size-4 accent-indigo-600"
              {...input}
            />
            <span>
              {label}
              {hint && <span className="block text-xs text-slate-600">{hint}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
