/** Payload schemas of the calls in finance.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { CHANNEL_MODES, DEPOSIT_STATUSES, WITHDRAW_STATUSES } from '../domain/money.ts';
import { VOUCHER_CODE_MAX } from '../validation/money.ts';
import { id, text, token, wholeNumber } from '../validation/input.ts';
import { empty, page, timeFlag } from './fields.ts';

/** Whole pesos as the money fields take them (spec 5.6: digits only, at most 9). */
const pesos = z.string().regex(/^\d{1,9}$/, 'amount error');
/**
 * Chosen by the client once per attempt and sent again on a retry, so a repeated request moves
 * money once (docs/wallet.md).
 */
const idempotencyKey = token(64).optional();
const recordsPage = { page, page_size: wholeNumber(1, 50).default(10), time_flag: timeFlag };
export const wallet = empty;
export const bonusGrants = empty;
export const channelList = z.object({
  mode: z.enum([CHANNEL_MODES.deposit, CHANNEL_MODES.withdraw]),
});
export const deposit = z.object({
  amount: pesos,
  pid: id,
  device: z.literal('web'),
  idempotency_key: idempotencyKey,
});
export const voucherExchange = z.object({
  exchangeCode: text(200)
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().min(5, 'Verification code error').max(VOUCHER_CODE_MAX)),
  device: z.literal('web'),
});
export const accountList = empty;
export const accountInsert = z.object({
  account: text(40)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, 'Account is required')),
  channel_name: text(40).min(1),
  first_name: text(20).trim().min(1, 'First name is required'),
  middle_name: text(20).trim().default(''),
  last_name: text(20).trim().min(1, 'Last name is required'),
});
export const accountDelete = z.object({ id });
export const withdraw = z.object({
  account_id: id,
  amount: pesos,
  idempotency_key: idempotencyKey,
});
export const transactionTypes = empty;
export const transactionList = z.object({ ...recordsPage, type: wholeNumber(1, 9999).optional() });
export const depositList = z.object({
  ...recordsPage,
  status: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(DEPOSIT_STATUSES))
    .optional(),
});
export const depositDetail = z.object({ id });
export const withdrawList = z.object({
  ...recordsPage,
  status: z.enum(WITHDRAW_STATUSES).optional(),
});
export const withdrawDetail = z.object({ id });
export const bonusTransactions = z.object({
  ...recordsPage,
  type: wholeNumber(1, 9999).optional(),
});
