/** Payload schemas of the calls in account.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { text } from '../validation/input.ts';
import { apiCountryCodeSchema, apiPhoneSchema } from '../validation/phone.ts';
import { accountPasswordSchema } from '../validation/password.ts';
import { emailSchema, nickNameSchema } from '../validation/account.ts';
import { code, empty, otpId, password } from './fields.ts';

export const authPassword = z.object({ password: password.min(1, 'Password is required') });
export const authSms = z.object({
  code,
  phone: apiPhoneSchema,
  country_code: apiCountryCodeSchema,
  otp_id: otpId,
});
export const passwordUpdate = z.object({
  password: password.default(''),
  new_password: accountPasswordSchema,
  otp_id: otpId.optional(),
  code: code.optional(),
});
export const detailUpdate = z
  .object({
    username: nickNameSchema.optional(),
    nick_name: nickNameSchema.optional(),
    /** A new email address: needs a 'verify' code sent to it and a recent verification. */
    email: emailSchema.optional(),
    /** An object_key from /member/oss/upload by this player. */
    avatar: text(200).optional(),
    /** A new phone number: needs a 'verify' code sent to it and a recent verification. */
    phone: apiPhoneSchema.optional(),
    country_code: z
      .string()
      .regex(/^6[3-9]$/, 'Country code must be 3 characters')
      .optional(),
    otp_id: otpId.optional(),
    code: code.optional(),
  })
  .strict();
export const sendEmailCode = z.object({ email: emailSchema });
export const memberDetail = empty;
export const ossUpload = z.object({});
export const liveTicket = empty;
