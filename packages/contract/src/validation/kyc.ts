import { z } from 'zod';
import { GENDERS } from '../domain/kyc.ts';

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
