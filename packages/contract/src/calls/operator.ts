/**
 * The operator's calls (/admin/...): their own sign-in and sessions, the KYC review, player
 * status and the audit log. A web back office on these calls comes later (docs/operators.md).
 */
import { z } from 'zod';
import { KYC_STATUSES } from '../domain/kyc.ts';
import type { KycStatus } from '../domain/kyc.ts';
import {
  OPERATOR_PAGE_SIZE_MAX,
  OPERATOR_STATUS_CHANGES,
  REVIEW_DECISIONS,
} from '../domain/operators.ts';
import { WITHDRAW_STATUSES } from '../domain/money.ts';
import { id, text, token, wholeNumber } from '../validation/input.ts';
import { apiCountryCodeSchema, apiPhoneSchema } from '../validation/phone.ts';
import { defineCall } from './define.ts';
import { page } from './fields.ts';
import type {
  AdminWithdrawItem,
  AuditEntry,
  KycRecord,
  KycReviewItem,
  KycStatusChange,
  Paged,
  Profile,
  Session,
} from '../models.ts';

const pageSize = wholeNumber(1, OPERATOR_PAGE_SIZE_MAX).default(20);

export const adminLogin = defineCall<Session>()({
  method: 'POST',
  path: '/admin/login',
  auth: false,
  payload: z.object({ username: token(40), password: text(64).min(1, 'Password is required') }),
});
/** The review queue, oldest submission first; `status` filters by KYC status (default under_review). */
export const adminKycList = defineCall<Paged<KycReviewItem>>()({
  method: 'GET',
  path: '/admin/kyc/list',
  auth: 'operator',
  payload: z.object({
    status: z.enum(KYC_STATUSES).default('under_review'),
    page,
    page_size: pageSize,
  }),
});
export const adminKycDetail = defineCall<{
  kyc: KycRecord;
  profile: Profile;
  history: KycStatusChange[];
}>()({
  method: 'GET',
  path: '/admin/kyc/detail',
  auth: 'operator',
  payload: z.object({ uid: id }),
});
export const adminKycReview = defineCall<boolean>()({
  method: 'POST',
  path: '/admin/kyc/review',
  auth: 'operator',
  payload: z.object({
    uid: id,
    decision: z.enum(REVIEW_DECISIONS),
    issue_msg: text(500).optional(),
    issue_fields: z.array(text(40)).max(30).optional(),
  }),
});
export const adminMemberStatus = defineCall<boolean>()({
  method: 'POST',
  path: '/admin/member/status',
  auth: 'operator',
  payload: z.object({
    uid: id,
    kyc_status: z.enum(OPERATOR_STATUS_CHANGES),
    reason: text(500).trim().min(1, 'A reason is required'),
  }),
});
/** Finds a player by phone number (what a player tells customer service). */
export const adminMemberFind = defineCall<{
  uid: number;
  username: string;
  kyc_status: KycStatus;
}>()({
  method: 'GET',
  path: '/admin/member/find',
  auth: 'operator',
  payload: z.object({ country_code: apiCountryCodeSchema, phone: apiPhoneSchema }),
});
export const adminAuditList = defineCall<Paged<AuditEntry>>()({
  method: 'GET',
  path: '/admin/audit/list',
  auth: 'operator',
  payload: z.object({ page, page_size: pageSize }),
});

/** Withdrawals by status (default: those waiting for an operator), oldest first. */
export const adminWithdrawList = defineCall<Paged<AdminWithdrawItem>>()({
  method: 'GET',
  path: '/admin/withdraw/list',
  auth: 'operator',
  payload: z.object({
    status: z.enum(WITHDRAW_STATUSES).default('under_review'),
    page,
    page_size: pageSize,
  }),
});
export const adminWithdrawReview = defineCall<AdminWithdrawItem>()({
  method: 'POST',
  path: '/admin/withdraw/review',
  auth: 'operator',
  payload: z
    .object({ id, decision: z.enum(REVIEW_DECISIONS), reason: text(500).trim().default('') })
    .refine((v) => v.decision === 'approve' || v.reason.length > 0, {
      message: 'A reason is required',
      path: ['reason'],
    }),
});
/** Whole pesos, 1 to 999,999,999 (the amount fields' 9 digits). */
const operatorPesos = wholeNumber(1, 999_999_999);
export const adminChannelUpdate = defineCall<boolean>()({
  method: 'POST',
  path: '/admin/channel/update',
  auth: 'operator',
  payload: z
    .object({ id, enabled: z.boolean(), min_amount: operatorPesos, max_amount: operatorPesos })
    .refine((v) => v.min_amount <= v.max_amount, {
      message: 'The minimum is above the maximum',
      path: ['min_amount'],
    }),
});
/** Creates `count` voucher codes worth `amount` pesos each; the reply lists them. */
export const adminVoucherCreate = defineCall<{ codes: string[] }>()({
  method: 'POST',
  path: '/admin/voucher/create',
  auth: 'operator',
  payload: z.object({ amount: wholeNumber(1, 500_000), count: wholeNumber(1, 500) }),
});
/**
 * A correction: moves `amount` (a signed decimal string in pesos, e.g. '-25.50') into or out of
 * the player's cash, as a new transfer against the adjustments account.
 */
export const adminLedgerAdjust = defineCall<{ transfer_id: number; balance: string }>()({
  method: 'POST',
  path: '/admin/ledger/adjust',
  auth: 'operator',
  payload: z.object({
    uid: id,
    amount: z
      .string()
      .regex(/^-?\d{1,9}(\.\d{1,2})?$/, 'Expected an amount in pesos, e.g. 25.50 or -25.50')
      .refine((v) => Number(v) !== 0, 'The amount is zero'),
    reason: text(500).trim().min(1, 'A reason is required'),
  }),
});
