import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { kycBaseSchema, type KycBase, type KycRecord } from '@pisoplay/contract';
import { isAppError } from '@/shared/api/errors';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { Button, Field, TextInput } from '@/shared/ui/form';
import { useSubmitKycBase } from '../api/kyc';
import { KYC_COPY } from '../copy';
import { birthdayRange } from '../lib/birthday';
import { BirthdayField, GenderField, PhotoField } from './form-fields';
import { StageFrame } from './stage-frame';

/** The fields by name, with the key of their label in KYC_COPY. */
const TEXT_FIELDS = [
  ['first_name', 'firstName'],
  ['middle_name', 'middleName'],
  ['last_name', 'lastName'],
] as const;
const PHOTO_FIELDS = [
  ['id_photo', 'idPhoto', 'idPhotoUrl'],
  ['id_photo_back', 'idPhotoBack', 'idPhotoBackUrl'],
  ['selfie_with_id_photo', 'selfie', 'selfieWithIDPhotoPathUrl'],
] as const;

/**
 * The basic-information update (spec 2.7, kyc/base): names, birthday, gender and three photos
 * from the camera or a file; success goes back one page. An unknown error shows
 * 'Update basic information failed'.
 */
export function BaseFormStage({ record, onDone }: { record: KycRecord; onDone: () => void }) {
  const COPY = useCopy(KYC_COPY);
  const range = birthdayRange();
  const submit = useSubmitKycBase();
  const baseId = useId();
  const a = record.attachments;
  const form = useForm<KycBase>({
    resolver: zodResolver(kycBaseSchema),
    defaultValues: {
      first_name: record.first_name,
      middle_name: record.middle_name,
      last_name: record.last_name,
      birthday: record.birthday || range.initial,
      gender: record.gender === 'female' || record.gender === 'male' ? record.gender : undefined,
      id_photo: a.idPhoto,
      id_photo_back: a.idPhotoBack,
      selfie_with_id_photo: a.selfieWithIDPhotoPath,
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    submit.mutateAsync(values).then(onDone, (error: unknown) =>
      // Without a known message, the root error is worded when shown ('Update basic information
      // failed', in the current language).
      form.setError('root', {
        type: 'failed',
        message: isAppError(error) && error.code !== 'ERR_UNKNOWN' ? error.message : undefined,
      }),
    ),
  );
  const rootError = errors.root
    ? errors.root.message
      ? localizeMessage(errors.root.message)
      : COPY.baseFailed
    : null;

  return (
    <StageFrame title={COPY.baseTitle}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <fieldset disabled={submit.isPending} className="flex min-w-0 flex-col gap-4">
          {TEXT_FIELDS.map(([name, label]) => (
            <Field
              key={name}
              label={COPY[label]}
              htmlFor={`${baseId}-${name}`}
              error={errors[name]?.message}
              errorId={`${baseId}-${name}-error`}
            >
              <TextInput
                id={`${baseId}-${name}`}
                maxLength={20}
                invalid={Boolean(errors[name])}
                {...form.register(name)}
              />
            </Field>
          ))}
          <BirthdayField
            range={range}
            registration={form.register('birthday', { setValueAs: range.clamp })}
            error={errors.birthday?.message}
          />
          <GenderField control={form.control} name="gender" />
          {PHOTO_FIELDS.map(([name, label, urlKey]) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <PhotoField
                  label={COPY[label]}
                  value={field.value ?? ''}
                  previewUrl={a[urlKey] || undefined}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  accept="image/*"
                  capture
                />
              )}
            />
          ))}
        </fieldset>
        {rootError ? (
          <p role="alert" className="text-center text-sm font-medium text-rose-300">
            {rootError}
          </p>
        ) : null}
        <Button type="submit" busy={submit.isPending}>
          {COPY.save}
        </Button>
      </form>
    </StageFrame>
  );
}
