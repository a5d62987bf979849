/** Payload schemas of the calls in operator.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { KYC_STATUSES } from '../domain/kyc.ts';
import {
  OPERATOR_PAGE_SIZE_MAX,
  OPERATOR_STATUS_CHANGES,
  REVIEW_DECISIONS,
} from '../domain/operators.ts';
import { WITHDRAW_STATUSES } from '../domain/money.ts';
import { id, text, token, wholeNumber } from '../validation/input.ts';
import { apiCountryCodeSchema, apiPhoneSchema } from '../validation/phone.ts';
import { empty, page } from './fields.ts';

const pageSize = wholeNumber(1, OPERATOR_PAGE_SIZE_MAX).default(20);
const operatorPesos = wholeNumber(1, 999_999_999);
export const adminLogin = z.object({
  username: token(40),
  password: text(64).min(1, 'Password is required'),
});
export const adminKycList = z.object({
  status: z.enum(KYC_STATUSES).default('under_review'),
  page,
  page_size: pageSize,
});
export const adminKycDetail = z.object({ uid: id });
export const adminKycReview = z.object({
  uid: id,
  decision: z.enum(REVIEW_DECISIONS),
  issue_msg: text(500).optional(),
  issue_fields: z.array(text(40)).max(30).optional(),
});
export const adminMemberStatus = z.object({
  uid: id,
  kyc_status: z.enum(OPERATOR_STATUS_CHANGES),
  reason: text(500).trim().min(1, 'A reason is required'),
});
export const adminMemberFind = z.object({
  country_code: apiCountryCodeSchema,
  phone: apiPhoneSchema,
});
export const adminAuditList = z.object({ page, page_size: pageSize });
export const adminWithdrawList = z.object({
  status: z.enum(WITHDRAW_STATUSES).default('under_review'),
  page,
  page_size: pageSize,
});
export const adminWithdrawReview = z
  .object({ id, decision: z.enum(REVIEW_DECISIONS), reason: text(500).trim().default('') })
  .refine((v) => v.decision === 'approve' || v.reason.length > 0, {
    message: 'A reason is required',
    path: ['reason'],
  });
export const adminChannelUpdate = z
  .object({ id, enabled: z.boolean(), min_amount: operatorPesos, max_amount: operatorPesos })
  .refine((v) => v.min_amount <= v.max_amount, {
    message: 'The minimum is above the maximum',
    path: ['min_amount'],
  });
export const adminVoucherCreate = z.object({
  amount: wholeNumber(1, 500_000),
  count: wholeNumber(1, 500),
});
export const adminLedgerAdjust = z.object({
  uid: id,
  amount: z
    .string()
    .regex(/^-?\d{1,9}(\.\d{1,2})?$/, 'Expected an amount in pesos, e.g. 25.50 or -25.50')
    .refine((v) => Number(v) !== 0, 'The amount is zero'),
  reason: text(500).trim().min(1, 'A reason is required'),
});
export const adminLedgerCheck = empty;
const gameFlag = z.union([z.literal(0), z.literal(1)]);
export const adminGameUpdate = z
  .object({
    id,
    online: gameFlag.optional(),
    maintained: gameFlag.optional(),
    is_hot: gameFlag.optional(),
    is_new: gameFlag.optional(),
    sorting: z.number().int().min(0).max(1_000_000).optional(),
  })
  .refine((v) => Object.keys(v).length > 1, 'Nothing to change');
export const adminBets = z.object({ uid: id, page, page_size: pageSize });
