import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DEFAULT_COUNTRY_CODE_OPTION } from '@/shared/lib/phone-input';
import { Field } from '@/shared/ui/form';
import { PhoneField } from '@/shared/ui/phone-field';

type PhoneFormFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  placeholder: string;
  error?: string;
  countryCode?: string;
  autoFocus?: boolean;
};

/** The phone number of a react-hook-form form: label, the 5.1 phone input, and its error. */
export function PhoneFormField<T extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  error,
  countryCode = DEFAULT_COUNTRY_CODE_OPTION,
  autoFocus = true,
}: PhoneFormFieldProps<T>) {
  const inputId = useId();
  const errorId = useId();
  return (
    <Field label={label} htmlFor={inputId} error={error} errorId={errorId}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <PhoneField
            id={inputId}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            countryCode={countryCode}
            placeholder={placeholder}
            invalid={Boolean(error)}
            describedBy={error ? errorId : undefined}
            autoFocus={autoFocus}
          />
        )}
      />
    </Field>
  );
}
