/** Payload schemas of the calls in kyc.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { text } from '../validation/input.ts';
import { kycBaseSchema, kycSubmitSchema } from '../validation/kyc.ts';
import { empty } from './fields.ts';

export const kycDetail = empty;
export const kycInsert = kycSubmitSchema;
export const kycUpdate = kycSubmitSchema;
export const kycBase = kycBaseSchema;
export const kycShops = z.object({});
export const ocrSetup = z.object({
  is_frame: z.boolean(),
  biz_id: text(64),
  id_type: text(40),
  complete_callback_url: text(500).url(),
  interrupt_callback_url: text(500).url(),
});
export const ocrCheckResult = z.object({
  transaction_id: text(64),
  biz_id: text(64),
  id_type: text(40),
});
