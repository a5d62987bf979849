import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { EMAIL_MAX } from '@pisoplay/contract';
import { Field, TextInput } from '@/shared/ui/form';

type EmailFormFieldProps = {
  registration: UseFormRegisterReturn;
  label: string;
  placeholder: string;
  error?: string;
  autoFocus?: boolean;
};

/** An email address of a react-hook-form form: label, input (spec 5.4: max 30) and its error. */
export function EmailFormField({
  registration,
  label,
  placeholder,
  error,
  autoFocus = true,
}: EmailFormFieldProps) {
  const inputId = useId();
  const errorId = useId();
  return (
    <Field label={label} htmlFor={inputId} error={error} errorId={errorId}>
      <TextInput
        id={inputId}
        type="email"
        inputMode="email"
        {...registration}
        placeholder={placeholder}
        autoComplete="email"
        maxLength={EMAIL_MAX}
        invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        autoFocus={autoFocus}
      />
    </Field>
  );
}
