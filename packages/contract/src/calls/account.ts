/** The signed-in player's account: checks, profile, password, avatar upload (/member/…). */
import { z } from 'zod';
import { text } from '../validation/input.ts';
import { defineCall } from './define.ts';
import { apiCountryCodeSchema, apiPhoneSchema } from '../validation/phone.ts';
import { accountPasswordSchema } from '../validation/password.ts';
import { emailSchema, nickNameSchema } from '../validation/account.ts';
import { code, empty, otpId, password } from './fields.ts';
import type { Profile } from '../models.ts';

export const authPassword = defineCall<boolean>()({
  method: 'POST',
  path: '/member/auth/password',
  auth: true,
  payload: z.object({ password: password.min(1, 'Password is required') }),
});
export const authSms = defineCall<boolean>()({
  method: 'POST',
  path: '/member/auth/sms',
  auth: true,
  payload: z.object({
    code,
    phone: apiPhoneSchema,
    country_code: apiCountryCodeSchema,
    otp_id: otpId,
  }),
});
export const passwordUpdate = defineCall<boolean>()({
  method: 'POST',
  path: '/member/password/update',
  auth: true,
  payload: z.object({
    password: password.default(''),
    new_password: accountPasswordSchema,
    otp_id: otpId.optional(),
    code: code.optional(),
  }),
});
export const detailUpdate = defineCall<boolean>()({
  method: 'POST',
  path: '/member/detail/update',
  auth: true,
  payload: z
    .object({
      username: nickNameSchema.optional(),
      nick_name: nickNameSchema.optional(),
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
    .strict(),
});
export const memberDetail = defineCall<Profile>()({
  method: 'GET',
  path: '/member/detail',
  auth: true,
  payload: empty,
});
/** Reply: the key to pass on (e.g. as `avatar`) and where the image can be shown from. */
export const ossUpload = defineCall<{ object_key: string; url: string }>()({
  method: 'POST',
  path: '/member/oss/upload',
  auth: true,
  encoding: 'multipart',
  payload: z.object({}),
});
