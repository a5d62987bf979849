import { useEffect, useId } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_NATIONALITY,
  GENDERS,
  ID_TYPES,
  NATIONALITIES,
  OCCUPATIONS,
  SOURCES_OF_FUNDS,
  kycCompleteFormSchema,
  kycSubmitSchema,
  type KycCompleteForm,
  type KycRecord,
  type KycStatus,
  type Shop,
} from '@pisoplay/contract';
import { errorMessage } from '@/shared/api/errors';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { Button, Field, TextInput } from '@/shared/ui/form';
import { KYC_COPY, KYC_OCCUPATION_COPY, KYC_SOURCE_OF_FUNDS_COPY } from '../copy';
import { birthdayRange } from '../lib/birthday';
import type { UploadedPhoto } from '../lib/flow-store';
import {
  BirthdayField,
  FormSection,
  GenderField,
  PhotoField,
  SelectField,
  plainOptions,
} from './form-fields';

/** Spec 4.1: the form is read-only in these statuses. */
const READ_ONLY: readonly KycStatus[] = ['under_review', 'fully_kyc', 'block'];

const isGender = (value: unknown): value is (typeof GENDERS)[number] =>
  (GENDERS as readonly unknown[]).includes(value);

/** The form's starting values: the record, else what OCR read, else the defaults of spec 5.5. */
export function completeFormDefaults(
  record: KycRecord,
  phone: string,
  selfie: UploadedPhoto | undefined,
  idType: string | undefined,
  initialBirthday: string,
): Partial<KycCompleteForm> {
  const ocr = record.ocr;
  const gender = record.gender || ocr?.gender;
  return {
    id_type: record.id_type || ocr?.idType || idType || '',
    id_photo: record.attachments.idPhoto || ocr?.attachments.idPhoto || '',
    selfie_with_id_photo: selfie?.key || record.attachments.selfieWithIDPhotoPath || '',
    first_name: record.first_name || ocr?.realName.first || '',
    middle_name: record.middle_name || ocr?.realName.middle || '',
    last_name: record.last_name || ocr?.realName.last || '',
    birthday: record.birthday || ocr?.birthday || initialBirthday,
    gender: isGender(gender) ? gender : undefined,
    phone,
    nationality: record.nationality || DEFAULT_NATIONALITY,
    place_of_birth: record.place_of_birth,
    current_address: record.current_address,
    permanent_address: record.permanent_address,
    nearest_branch: record.nearest_branch,
    occupation: record.occupation,
    source_of_income: record.source_of_income,
  };
}

type CompleteFormProps = {
  record: KycRecord;
  /** The account's phone, without the country code. */
  phone: string;
  shops: readonly Shop[];
  selfie?: UploadedPhoto;
  idType?: string;
  submitting: boolean;
  /** Resolves when the server took it; rejects with the error to show on the form. */
  onSubmit: (form: ReturnType<typeof kycSubmitSchema.parse>) => Promise<unknown>;
};

/**
 * The complete form of spec 2.7 and 5.5: three sections, every option list, the birthday bounded
 * to 21..100 years ago, the reminders; read-only and locked fields as spec 4.1 says. A refusal
 * shows the server's message on the form.
 */
export function CompleteForm({
  record,
  phone,
  shops,
  selfie,
  idType,
  submitting,
  onSubmit,
}: CompleteFormProps) {
  const COPY = useCopy(KYC_COPY);
  const occupations = useCopy(KYC_OCCUPATION_COPY);
  const sourcesOfFunds = useCopy(KYC_SOURCE_OF_FUNDS_COPY);
  const range = birthdayRange();
  const form = useForm<KycCompleteForm>({
    resolver: zodResolver(kycCompleteFormSchema),
    defaultValues: completeFormDefaults(record, phone, selfie, idType, range.initial),
  });
  const { errors } = form.formState;
  const readOnly = READ_ONLY.includes(record.status) || submitting;
  const idTypeLocked = Boolean(record.id_type);
  const idPhotoLocked = Boolean(record.attachments.idPhoto);
  const ids = { phone: useId() };

  // The branch list arrives after the form: the first (Pasay) is the default (spec 3).
  const firstShop = shops[0];
  useEffect(() => {
    if (firstShop && !form.getValues('nearest_branch')) {
      form.setValue('nearest_branch', String(firstShop.id));
    }
  }, [firstShop, form]);

  const text = (name: FieldPath<KycCompleteForm>, label: string, maxLength: number) => {
    const error = errors[name]?.message;
    return (
      <Field
        label={label}
        htmlFor={`${ids.phone}-${name}`}
        error={error}
        errorId={`${ids.phone}-${name}-error`}
      >
        <TextInput
          id={`${ids.phone}-${name}`}
          maxLength={maxLength}
          invalid={Boolean(error)}
          aria-describedby={error ? `${ids.phone}-${name}-error` : undefined}
          {...form.register(name)}
        />
      </Field>
    );
  };

  const submit = form.handleSubmit(async (values) => {
    const { phone: _phone, ...rest } = values;
    const parsed = kycSubmitSchema.safeParse(rest);
    if (!parsed.success) {
      form.setError('root', { message: parsed.error.issues[0]?.message });
      return;
    }
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      form.setError('root', { message: errorMessage(error) });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-5">
        <FormSection title={COPY.sectionBasic}>
          <Controller
            control={form.control}
            name="id_type"
            render={({ field, fieldState }) => (
              <SelectField
                label={COPY.idType}
                value={field.value ?? ''}
                options={plainOptions(ID_TYPES)}
                onChange={field.onChange}
                error={fieldState.error?.message}
                locked={idTypeLocked}
              />
            )}
          />
          <Controller
            control={form.control}
            name="id_photo"
            render={({ field, fieldState }) => (
              <PhotoField
                label={COPY.idPhoto}
                value={field.value ?? ''}
                previewUrl={record.attachments.idPhotoUrl || undefined}
                onChange={field.onChange}
                error={fieldState.error?.message}
                locked={idPhotoLocked}
              />
            )}
          />
          <Controller
            control={form.control}
            name="selfie_with_id_photo"
            render={({ field, fieldState }) => (
              <PhotoField
                label={COPY.selfie}
                value={field.value ?? ''}
                previewUrl={selfie?.url || record.attachments.selfieWithIDPhotoPathUrl || undefined}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          {text('first_name', COPY.firstName, 20)}
          {text('middle_name', COPY.middleName, 20)}
          {text('last_name', COPY.lastName, 20)}
          <BirthdayField
            range={range}
            registration={form.register('birthday', { setValueAs: range.clamp })}
            error={errors.birthday?.message}
          />
          <GenderField control={form.control} name="gender" />
          <Field label={COPY.phone} htmlFor={ids.phone} error={errors.phone?.message}>
            <div className="flex items-center gap-2">
              <span className="text-sm font-semibold text-indigo-100/80">+63</span>
              <TextInput id={ids.phone} readOnly {...form.register('phone')} />
            </div>
          </Field>
        </FormSection>

        <FormSection title={COPY.sectionAddress}>
          <Controller
            control={form.control}
            name="nationality"
            render={({ field, fieldState }) => (
              <SelectField
                label={COPY.nationality}
                value={field.value ?? ''}
                options={plainOptions(NATIONALITIES)}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          {text('place_of_birth', COPY.placeOfBirth, 30)}
          {text('current_address', COPY.currentAddress, 100)}
          {text('permanent_address', COPY.permanentAddress, 100)}
          <Controller
            control={form.control}
            name="nearest_branch"
            render={({ field, fieldState }) => (
              <SelectField
                label={COPY.nearestBranch}
                value={field.value ?? ''}
                options={shops.map((shop) => ({ value: String(shop.id), label: shop.address }))}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </FormSection>

        <FormSection title={COPY.sectionIncome}>
          <Controller
            control={form.control}
            name="occupation"
            render={({ field, fieldState }) => (
              <SelectField
                label={COPY.occupation}
                value={field.value ?? ''}
                options={OCCUPATIONS.map((value) => ({ value, label: occupations[value] }))}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="source_of_income"
            render={({ field, fieldState }) => (
              <SelectField
                label={COPY.sourceOfFunds}
                value={field.value ?? ''}
                options={SOURCES_OF_FUNDS.map((value) => ({
                  value,
                  label: sourcesOfFunds[value],
                }))}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </FormSection>
      </fieldset>

      <section
        aria-labelledby={`${ids.phone}-reminders`}
        className="rounded-2xl bg-gold-400/10 p-4 ring-1 ring-gold-400/30"
      >
        <h2 id={`${ids.phone}-reminders`} className="text-sm font-bold text-gold-300">
          {COPY.remindersTitle}
        </h2>
        <p className="mt-1 text-xs leading-relaxed text-indigo-100/85">{COPY.reminders}</p>
      </section>

      {errors.root?.message ? (
        <p role="alert" className="text-center text-sm font-medium text-rose-300">
          {localizeMessage(errors.root.message)}
        </p>
      ) : null}
      {READ_ONLY.includes(record.status) ? null : (
        <Button type="submit" busy={submitting}>
          {COPY.submit}
        </Button>
      )}
    </form>
  );
}
