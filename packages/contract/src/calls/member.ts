import { z } from 'zod';
import { defineCall } from './define.ts';
import { DEFAULT_BRAND, OTP_PURPOSES } from '../domain/constants.ts';
import { GAME_PAGE_SIZE, GAME_SEARCH_MAX, GAME_SORTS } from '../domain/games.ts';
import { apiCountryCodeSchema, apiPhoneSchema } from '../validation/phone.ts';
import { accountPasswordSchema } from '../validation/password.ts';
import { emailSchema, nickNameSchema } from '../validation/account.ts';
import { id, idList, text, token, wholeNumber } from '../validation/input.ts';
import type {
  Game,
  HomeIndex,
  KycRecord,
  LegalText,
  OtpSendResult,
  Paged,
  Platform,
  Profile,
  Session,
} from '../models.ts';

const empty = z.object({}).strict();
const otpId = token(64);
const code = z.string().regex(/^\d{6}$/, 'Please enter the correct code');
const password = text(64);
const page = wholeNumber(1, 10000).default(1);
const flag = z.enum(['0', '1']).transform((v) => v === '1');
const brand = z.object({
  brand: z
    .string()
    .min(1)
    .max(20)
    .regex(/^[a-z0-9_-]+$/i)
    .default(DEFAULT_BRAND),
});

// ---- Public: index, lists, legal texts
export const memberIndex = defineCall<HomeIndex>()({
  method: 'GET',
  path: '/member/index',
  auth: false,
  payload: empty,
});
export const memberIndexTag = defineCall<HomeIndex>()({
  method: 'GET',
  path: '/member/index/:tag',
  auth: false,
  payload: empty,
});
export const platformList = defineCall<Platform[]>()({
  method: 'GET',
  path: '/member/platform/list',
  auth: false,
  payload: z.object({ game_type: wholeNumber(0, 9).optional() }),
});
export const gameListQuerySchema = z.object({
  sorting: z.enum([GAME_SORTS.Popular, GAME_SORTS['A-Z']]).default(GAME_SORTS.Popular),
  venue_id: idList.optional(),
  platform_id: idList.optional(),
  w: text(GAME_SEARCH_MAX).trim().optional(),
  is_new: flag.optional(),
  is_hot: flag.optional(),
  game_type: wholeNumber(0, 9).optional(),
  page,
  page_size: wholeNumber(1, 1000).default(GAME_PAGE_SIZE),
});
export const gameList = defineCall<Paged<Game>>()({
  method: 'GET',
  path: '/member/game/list',
  auth: false,
  payload: gameListQuerySchema,
});
export const privacy = defineCall<LegalText>()({
  method: 'GET',
  path: '/member/privacy',
  auth: false,
  payload: brand,
});
export const terms = defineCall<LegalText>()({
  method: 'GET',
  path: '/member/terms',
  auth: false,
  payload: brand,
});
export const faq = defineCall<LegalText>()({
  method: 'GET',
  path: '/member/faq',
  auth: false,
  payload: brand,
});

// ---- Sign-in and sessions
export const sendSms = defineCall<OtpSendResult>()({
  method: 'POST',
  path: '/member/sms',
  auth: false,
  payload: z.object({
    phone: apiPhoneSchema,
    country_code: apiCountryCodeSchema,
    /** What the code is for; it works only there. Default 'login'. */
    purpose: z.enum(OTP_PURPOSES).default('login'),
  }),
});
export const otpLogin = defineCall<Session>()({
  method: 'POST',
  path: '/member/otp/login',
  auth: false,
  payload: z.object({ otp_id: otpId, code }),
});
export const passwordLogin = defineCall<Session>()({
  method: 'POST',
  path: '/member/login',
  auth: false,
  payload: z.object({
    country_code: apiCountryCodeSchema,
    phone: apiPhoneSchema,
    password: password.min(1, 'Password is required'),
  }),
});
export const retrievePassword = defineCall<boolean>()({
  method: 'POST',
  path: '/member/retrieve/password',
  auth: false,
  payload: z.object({ code, new_password: accountPasswordSchema, otp_id: otpId }),
});
/**
 * Checks a reset code before the new password is asked for (spec 4.6: a correct code moves on).
 * The code stays usable for `retrievePassword`; wrong tries count towards the lock.
 */
export const checkResetCode = defineCall<boolean>()({
  method: 'POST',
  path: '/member/retrieve/check',
  auth: false,
  payload: z.object({ otp_id: otpId, code }),
});
export const logout = defineCall<boolean>()({
  method: 'GET',
  path: '/member/logout',
  auth: true,
  payload: empty,
});
export const refreshToken = defineCall<Session>()({
  method: 'GET',
  path: '/member/refresh/token',
  auth: true,
  payload: empty,
});
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

// ---- KYC (issue of its own; shapes defined here so both sides share them)
export const kycDetail = defineCall<KycRecord>()({
  method: 'GET',
  path: '/member/kyc/detail',
  auth: true,
  payload: empty,
});
export const kycInsert = defineCall<boolean>()({
  method: 'POST',
  path: '/member/kyc/insert',
  auth: true,
  payload: z.record(z.string(), z.unknown()),
});
export const kycUpdate = defineCall<boolean>()({
  method: 'POST',
  path: '/member/kyc/update',
  auth: true,
  payload: z.record(z.string(), z.unknown()),
});
export const kycBase = defineCall<boolean>()({
  method: 'POST',
  path: '/member/kyc/base',
  auth: true,
  payload: z.record(z.string(), z.unknown()),
});
export const kycShops = defineCall<{ id: number; address: string }[]>()({
  method: 'POST',
  path: '/member/kyc/shops',
  auth: true,
  payload: z.object({}).passthrough(),
});
export const ocrSetup = defineCall<{
  biz_id: string;
  client_cfg: string;
  redirect_url: string;
  transaction_id: string;
}>()({
  method: 'POST',
  path: '/member/ocr/setup',
  auth: true,
  payload: z.object({
    is_frame: z.boolean(),
    biz_id: text(64),
    id_type: text(40),
    complete_callback_url: text(500).url(),
    interrupt_callback_url: text(500).url(),
  }),
});
export const ocrCheckResult = defineCall<KycRecord>()({
  method: 'POST',
  path: '/member/ocr/checkresult',
  auth: true,
  payload: z.object({ transaction_id: text(64), biz_id: text(64), id_type: text(40) }),
});

// ---- VIP, favourites, history, bets
export const vip = defineCall<unknown>()({
  method: 'GET',
  path: '/member/vip',
  auth: true,
  payload: empty,
});
export const vipRule = defineCall<unknown>()({
  method: 'GET',
  path: '/member/vip/rule',
  auth: true,
  payload: empty,
});
export const bonusTransactions = defineCall<Paged<unknown>>()({
  method: 'GET',
  path: '/member/transaction/bonus',
  auth: true,
  payload: z
    .object({
      page,
      page_size: wholeNumber(1, 100).default(10),
    })
    .passthrough(),
});
export const gameHistory = defineCall<Paged<Game>>()({
  method: 'GET',
  path: '/member/game/list/history',
  auth: true,
  payload: z.object({}).passthrough(),
});
export const favInsert = defineCall<boolean>()({
  method: 'GET',
  path: '/member/fav/insert',
  auth: true,
  payload: z.object({ id }),
});
export const favDelete = defineCall<boolean>()({
  method: 'GET',
  path: '/member/fav/delete',
  auth: true,
  payload: z.object({ id }),
});
export const favList = defineCall<{ data: Game[]; s: number; t: number }>()({
  method: 'GET',
  path: '/member/fav/list',
  auth: true,
  payload: z.object({
    page,
    page_size: wholeNumber(1, 1000).default(1000),
  }),
});
export const betList = defineCall<Paged<unknown> & { bt: string; wt: string }>()({
  method: 'GET',
  path: '/member/game/bet/list',
  auth: true,
  payload: z.object({}).passthrough(),
});
