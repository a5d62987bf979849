import { useId, useRef, useState, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { GENDERS } from '@pisoplay/contract';
import { errorMessage } from '@/shared/api/errors';
import { UPLOAD_FAILED_MESSAGE } from '@/shared/api/upload-image';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { cn } from '@/shared/lib/cn';
import { Button, Field, TextInput, inputClass } from '@/shared/ui/form';
import { useUploadPhoto } from '../api/kyc';
import { KYC_COPY, type KycCopy } from '../copy';

export type Option = { value: string; label: string };

type SelectFieldProps = {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  error?: string;
  /** Shown as text, not changeable (spec 4.1 locks). */
  locked?: boolean;
};

export function SelectField({ label, value, options, onChange, error, locked }: SelectFieldProps) {
  const COPY = useCopy(KYC_COPY);
  const id = useId();
  const errorId = useId();
  return (
    <Field label={label} htmlFor={id} error={error} errorId={errorId}>
      <select
        id={id}
        value={value}
        disabled={locked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClass(Boolean(error)), 'truncate pr-8')}
      >
        <option value="">{COPY.choose}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export const plainOptions = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: value }));

/** The date of birth, bounded to spec 5.5's 21 to 100 years ago (`register` clamps it). */
export function BirthdayField({
  range,
  registration,
  error,
}: {
  range: { min: string; max: string };
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const COPY = useCopy(KYC_COPY);
  const id = useId();
  const errorId = useId();
  return (
    <Field label={COPY.birthday} htmlFor={id} error={error} errorId={errorId}>
      <TextInput
        id={id}
        type="date"
        min={range.min}
        max={range.max}
        invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
    </Field>
  );
}

/** The gender choice; nothing chosen is undefined, which the form's rules refuse. */
export function GenderField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: FieldPath<T>;
}) {
  const COPY = useCopy(KYC_COPY);
  const labels = { female: COPY.genderFemale, male: COPY.genderMale };
  const options = GENDERS.map((value) => ({ value, label: labels[value] }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={COPY.gender}
          value={(field.value as string | undefined) ?? ''}
          options={options}
          onChange={(value) => field.onChange(value || undefined)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * A photo upload's failure in the current language: the API's message, or 'Upload failed' when
 * the upload gave no stored photo back.
 */
export function uploadFailureText(error: unknown, COPY: KycCopy): string {
  const message = errorMessage(error, UPLOAD_FAILED_MESSAGE);
  return message === UPLOAD_FAILED_MESSAGE ? COPY.uploadFailed : localizeMessage(message);
}

type PhotoFieldProps = {
  label: string;
  /** The stored object key, or ''. */
  value: string;
  /** A link to show the stored photo. */
  previewUrl?: string;
  onChange: (key: string) => void;
  error?: string;
  locked?: boolean;
  /** Spec 5.5: the form's file input takes PNG; the camera-or-file picker any image. */
  accept?: string;
  /** Offer the camera on phones. */
  capture?: boolean;
};

/**
 * A photo: its preview and a picker; a picked file is uploaded and its object key kept. The
 * browser's own file input ('Choose File / No file chosen') stays hidden behind a button that
 * says what it does.
 */
export function PhotoField({
  label,
  value,
  previewUrl,
  onChange,
  error,
  locked,
  accept = 'image/png',
  capture,
}: PhotoFieldProps) {
  const COPY = useCopy(KYC_COPY);
  const inputId = useId();
  const errorId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const [shown, setShown] = useState(previewUrl);
  const message = error ?? (upload.isError ? uploadFailureText(upload.error, COPY) : undefined);
  return (
    <Field label={label} htmlFor={locked ? undefined : inputId} error={message} errorId={errorId}>
      <div className="flex items-center gap-3">
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-xl bg-ink-950/70 ring-1 ring-white/15">
          {shown && value ? (
            <img
              src={shown}
              alt={label}
              onError={() => setShown(undefined)}
              className="size-full object-cover"
            />
          ) : value ? (
            <span className="text-gold-300">✓</span>
          ) : null}
        </div>
        {locked ? null : (
          <Button
            variant="secondary"
            busy={upload.isPending}
            onClick={() => picker.current?.click()}
            className="h-10 px-4 text-sm"
          >
            {upload.isPending ? COPY.uploading : value ? COPY.changePhoto : COPY.choosePhoto}
          </Button>
        )}
        {locked ? null : (
          <input
            ref={picker}
            id={inputId}
            type="file"
            tabIndex={-1}
            accept={accept}
            capture={capture ? 'user' : undefined}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              upload.mutate(file, {
                // A fresh upload is private to the player: show the local copy.
                onSuccess: ({ key }) => {
                  setShown(URL.createObjectURL(file));
                  onChange(key);
                },
              });
            }}
            className="sr-only"
          />
        )}
      </div>
    </Field>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
      <h2 className="text-base font-bold text-gold-300">{title}</h2>
      {children}
    </section>
  );
}
