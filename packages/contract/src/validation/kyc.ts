import { z } from 'zod';
import { GENDERS, ID_TYPES, OCCUPATIONS, SOURCES_OF_FUNDS } from '../domain/kyc.ts';
import { NATIONALITIES } from '../domain/nationalities.ts';

export const KYC_FIELD_LIMITS = { placeOfBirth: 30, name: 20, address: 100 } as const;
export const KYC_MIN_AGE_YEARS = 21;
export const KYC_MAX_AGE_YEARS = 100;

const LETTERS = /^[A-Za-z ]+$/;
const LETTERS_MESSAGE = 'Allowed characters: A-Z, a-z, space';
const ADDRESS = /^[A-Za-z0-9 ,.#]+$/;
const ADDRESS_MESSAGE = 'Allowed characters: A-Z, a-z, space, comma, period';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const letters = (message: string, max: number) =>
  required(message).max(max).regex(LETTERS, LETTERS_MESSAGE);
const address = (message: string) =>
  required(message).max(KYC_FIELD_LIMITS.address).regex(ADDRESS, ADDRESS_MESSAGE);

export const kycCompleteFormSchema = z.object({
  id_type: required('ID type is required'),
  occupation: required('Occupation is required'),
  source_of_income: required('Main source of funds is required'),
  nearest_branch: required('Nearest branch is required'),
  gender: z.enum(GENDERS, { error: 'Gender is required' }),
  nationality: required('Nationality is required'),
  place_of_birth: letters('Place of birth is required', KYC_FIELD_LIMITS.placeOfBirth),
  first_name: letters('First name is required', KYC_FIELD_LIMITS.name),
  middle_name: z
    .string()
    .trim()
    .max(KYC_FIELD_LIMITS.name)
    .regex(/^[A-Za-z ]*$/, LETTERS_MESSAGE)
    .optional(),
  last_name: letters('Last name is required', KYC_FIELD_LIMITS.name),
  phone: required('Phone number is required'),
  current_address: address('Current address is required'),
  permanent_address: address('Permanent address is required'),
  id_photo: required('Front photo of ID is required'),
  selfie_with_id_photo: required('Selfie with card is required'),
  birthday: required('Date of birth is required').regex(
    /^\d{4}-\d{2}-\d{2}$/,
    'Date of birth is required',
  ),
});
export type KycCompleteForm = z.infer<typeof kycCompleteFormSchema>;

/** The date of birth bounds of spec 5.5 for a day `today` (YYYY-MM-DD, Philippine date). */
export function birthdayBounds(today: string): { earliest: string; latest: string } {
  const [year, month, day] = today.split('-');
  const shift = (years: number) => `${Number(year) - years}-${month}-${day}`;
  return { earliest: shift(KYC_MAX_AGE_YEARS), latest: shift(KYC_MIN_AGE_YEARS) };
}

/** A KYC photo as the calls carry it: the object key of one of the player's uploads. */
const photo = (message: string) =>
  required(message)
    .max(100)
    .regex(/^[a-f0-9]{32}\.(png|jpg|webp|gif)$/, message);
const oneOf = <T extends string>(values: readonly T[], message: string) =>
  z.enum(values as [T, ...T[]], { error: message });

/**
 * The complete KYC form as `kyc/insert` and `kyc/update` receive it (spec 5.5 with the same
 * messages). The server re-checks every rule; the phone is the account's own, never the
 * payload's, and the birthday's range is checked against the server's date.
 */
export const kycSubmitSchema = kycCompleteFormSchema.omit({ phone: true }).extend({
  id_type: oneOf(ID_TYPES, 'ID type is required'),
  occupation: oneOf(OCCUPATIONS, 'Occupation is required'),
  source_of_income: oneOf(SOURCES_OF_FUNDS, 'Main source of funds is required'),
  nationality: oneOf(NATIONALITIES, 'Nationality is required'),
  nearest_branch: required('Nearest branch is required').regex(
    /^\d{1,9}$/,
    'Nearest branch is required',
  ),
  id_photo: photo('Front photo of ID is required'),
  selfie_with_id_photo: photo('Selfie with card is required'),
});
export type KycSubmit = z.infer<typeof kycSubmitSchema>;

/**
 * The fields of the submitted form a reviewer can name when rejecting (the record's
 * issue_fields): the player's KYC entry lists them, so they know what to correct.
 */
export const KYC_ISSUE_FIELDS = Object.keys(kycSubmitSchema.shape) as [
  keyof KycSubmit,
  ...(keyof KycSubmit)[],
];
export type KycIssueField = keyof KycSubmit;

/** The basic-information update (`kyc/base`): names, birthday, gender and the three photos. */
export const kycBaseSchema = z.object({
  first_name: letters('First name is required', KYC_FIELD_LIMITS.name),
  middle_name: kycCompleteFormSchema.shape.middle_name,
  last_name: letters('Last name is required', KYC_FIELD_LIMITS.name),
  birthday: kycCompleteFormSchema.shape.birthday,
  gender: kycCompleteFormSchema.shape.gender,
  id_photo: photo('Face photo is required'),
  id_photo_back: photo('Face photo is required'),
  selfie_with_id_photo: photo('Face photo is required'),
});
export type KycBase = z.infer<typeof kycBaseSchema>;
