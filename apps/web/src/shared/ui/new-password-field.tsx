import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MAX_INPUT } from '@pisoplay/contract';
import { Field, PasswordInput } from '@/shared/ui/form';
import { PasswordRules } from '@/shared/ui/password-rules';

type NewPasswordFieldProps = {
  label: string;
  placeholder: string;
  /** The password typed so far: the rules turn green as they are met (spec 5.3). */
  value: string;
  error?: string;
  registration: UseFormRegisterReturn;
  ruleLabels: { length: string; letterAndNumber: string };
};

/** A new password: the input, the rule checklist under it, and its error. */
export function NewPasswordField({
  label,
  placeholder,
  value,
  error,
  registration,
  ruleLabels,
}: NewPasswordFieldProps) {
  const ids = { input: useId(), error: useId(), rules: useId() };
  return (
    <Field
      label={label}
      htmlFor={ids.input}
      error={error}
      errorId={ids.error}
      hint={<PasswordRules id={ids.rules} value={value} labels={ruleLabels} />}
    >
      <PasswordInput
        id={ids.input}
        {...registration}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_INPUT}
        placeholder={placeholder}
        invalid={Boolean(error)}
        aria-describedby={[ids.rules, error ? ids.error : ''].join(' ').trim()}
        autoFocus
        data-autofocus=""
      />
    </Field>
  );
}
