/** Identity verification (/member/kyc, /member/ocr): the record, the forms, the OCR steps. */
import { z } from 'zod';
import { text } from '../validation/input.ts';
import { kycBaseSchema, kycSubmitSchema } from '../validation/kyc.ts';
import { defineCall } from './define.ts';
import { empty } from './fields.ts';
import type { KycRecord, OcrSetup, Shop } from '../models.ts';

export const kycDetail = defineCall<KycRecord>()({
  method: 'GET',
  path: '/member/kyc/detail',
  auth: true,
  payload: empty,
});
/** Submits the complete form while the status is unset; the status becomes under_review. */
export const kycInsert = defineCall<boolean>()({
  method: 'POST',
  path: '/member/kyc/insert',
  auth: true,
  payload: kycSubmitSchema,
});
/** Submits the complete form again (after a rejection, a freeze, basic levels). */
export const kycUpdate = defineCall<boolean>()({
  method: 'POST',
  path: '/member/kyc/update',
  auth: true,
  payload: kycSubmitSchema,
});
export const kycBase = defineCall<boolean>()({
  method: 'POST',
  path: '/member/kyc/base',
  auth: true,
  payload: kycBaseSchema,
});
export const kycShops = defineCall<Shop[]>()({
  method: 'POST',
  path: '/member/kyc/shops',
  auth: true,
  payload: z.object({}),
});
export const ocrSetup = defineCall<OcrSetup>()({
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
