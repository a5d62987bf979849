/** Identity verification (/member/kyc, /member/ocr): the record, the forms, the OCR steps. */
import { defineCall, payloadsOf } from './define.ts';
import type { KycRecord, OcrSetup, Shop } from '../models.ts';

const payload = payloadsOf(() => import('./kyc.payloads.ts'));

export const kycDetail = defineCall<KycRecord>()({
  method: 'GET',
  path: '/member/kyc/detail',
  auth: true,
  payload: payload('kycDetail'),
});
/** Submits the complete form while the status is unset; the status becomes under_review. */
export const kycInsert = defineCall<boolean>()({
  method: 'POST',
  path: '/member/kyc/insert',
  auth: true,
  payload: payload('kycInsert'),
});
/** Submits the complete form again (after a rejection, a freeze, basic levels). */
export const kycUpdate = defineCall<boolean>()({
  method: 'POST',
  path: '/member/kyc/update',
  auth: true,
  payload: payload('kycUpdate'),
});
export const kycBase = defineCall<boolean>()({
  method: 'POST',
  path: '/member/kyc/base',
  auth: true,
  payload: payload('kycBase'),
});
export const kycShops = defineCall<Shop[]>()({
  method: 'POST',
  path: '/member/kyc/shops',
  auth: true,
  payload: payload('kycShops'),
});
export const ocrSetup = defineCall<OcrSetup>()({
  method: 'POST',
  path: '/member/ocr/setup',
  auth: true,
  payload: payload('ocrSetup'),
});
export const ocrCheckResult = defineCall<KycRecord>()({
  method: 'POST',
  path: '/member/ocr/checkresult',
  auth: true,
  payload: payload('ocrCheckResult'),
});
