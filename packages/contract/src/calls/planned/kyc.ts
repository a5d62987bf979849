/** KYC and identity checks (/member/kyc, /member/ocr): served by the KYC issue. */
import { z } from 'zod';
import { text } from '../../validation/input.ts';
import { defineCall } from '../define.ts';
import { empty } from '../fields.ts';
import type { KycRecord } from '../../models.ts';

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
