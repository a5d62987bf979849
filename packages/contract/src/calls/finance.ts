/**
 * Wallet, payment channels, deposits, vouchers, withdrawal accounts, withdrawals and the
 * player's records (/finance/…, /member/transaction/bonus). Amounts travel as decimal strings.
 */
import { z } from 'zod';
import { TIME_FILTERS } from '../domain/constants.ts';
import { CHANNEL_MODES, DEPOSIT_STATUSES, WITHDRAW_STATUSES } from '../domain/money.ts';
import { VOUCHER_CODE_MAX } from '../validation/money.ts';
import { id, text, token, wholeNumber } from '../validation/input.ts';
import { defineCall } from './define.ts';
import { empty, page } from './fields.ts';
import type {
  BonusRecord,
  DepositDetail,
  DepositItem,
  DepositStart,
  FinanceAccount,
  Paged,
  PaymentChannel,
  TransactionRecord,
  TransactionType,
  Wallet,
  WithdrawDetail,
  WithdrawItem,
} from '../models.ts';

/** Whole pesos as the money fields take them (spec 5.6: digits only, at most 9). */
const pesos = z.string().regex(/^\d{1,9}$/, 'amount error');
/**
 * Chosen by the client once per attempt and sent again on a retry, so a repeated request moves
 * money once (docs/wallet.md).
 */
const idempotencyKey = token(64).optional();
const timeFlag = z.coerce
  .number()
  .refine((v) => TIME_FILTERS.some((f) => f.value === v), 'Invalid time filter')
  .optional();
const recordsPage = { page, page_size: wholeNumber(1, 50).default(10), time_flag: timeFlag };

export const wallet = defineCall<Wallet>()({
  method: 'GET',
  path: '/finance/wallet',
  auth: true,
  payload: empty,
});
export const channelList = defineCall<PaymentChannel[]>()({
  method: 'GET',
  path: '/finance/channel/list',
  auth: true,
  payload: z.object({ mode: z.enum([CHANNEL_MODES.deposit, CHANNEL_MODES.withdraw]) }),
});
export const deposit = defineCall<DepositStart>()({
  method: 'GET',
  path: '/finance/payment/deposit',
  auth: true,
  payload: z.object({
    amount: pesos,
    pid: id,
    device: z.literal('web'),
    idempotency_key: idempotencyKey,
  }),
});
/** Voucher channel 1008: redeems an exchange code; the reply is the success text (spec 7.5). */
export const voucherExchange = defineCall<string>()({
  method: 'POST',
  path: '/finance/shop/exchange',
  auth: true,
  payload: z.object({
    exchangeCode: text(200)
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(z.string().min(5, 'Verification code error').max(VOUCHER_CODE_MAX)),
    device: z.literal('web'),
  }),
});
export const accountList = defineCall<FinanceAccount[]>()({
  method: 'GET',
  path: '/finance/account/list',
  auth: true,
  payload: empty,
});
export const accountInsert = defineCall<FinanceAccount>()({
  method: 'POST',
  path: '/finance/account/insert',
  auth: true,
  payload: z.object({
    account: text(40)
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().min(1, 'Account is required')),
    channel_name: text(40).min(1),
    first_name: text(20).trim().min(1, 'First name is required'),
    middle_name: text(20).trim().default(''),
    last_name: text(20).trim().min(1, 'Last name is required'),
  }),
});
export const accountDelete = defineCall<boolean>()({
  method: 'GET',
  path: '/finance/account/delete',
  auth: true,
  payload: z.object({ id }),
});
export const withdraw = defineCall<WithdrawItem>()({
  method: 'GET',
  path: '/finance/payment/withdraw',
  auth: true,
  payload: z.object({ account_id: id, amount: pesos, idempotency_key: idempotencyKey }),
});
export const transactionTypes = defineCall<TransactionType[]>()({
  method: 'GET',
  path: '/finance/transaction/types',
  auth: true,
  payload: empty,
});
export const transactionList = defineCall<Paged<TransactionRecord>>()({
  method: 'GET',
  path: '/finance/transaction/list',
  auth: true,
  payload: z.object({ ...recordsPage, type: wholeNumber(1, 9999).optional() }),
});
export const depositList = defineCall<Paged<DepositItem>>()({
  method: 'GET',
  path: '/finance/deposit/list',
  auth: true,
  payload: z.object({
    ...recordsPage,
    status: z
      .string()
      .transform((v) => v.toLowerCase())
      .pipe(z.enum(DEPOSIT_STATUSES))
      .optional(),
  }),
});
export const depositDetail = defineCall<DepositDetail>()({
  method: 'GET',
  path: '/finance/deposit/detail',
  auth: true,
  payload: z.object({ id }),
});
export const withdrawList = defineCall<Paged<WithdrawItem>>()({
  method: 'GET',
  path: '/finance/withdraw/list',
  auth: true,
  payload: z.object({ ...recordsPage, status: z.enum(WITHDRAW_STATUSES).optional() }),
});
export const withdrawDetail = defineCall<WithdrawDetail>()({
  method: 'GET',
  path: '/finance/withdraw/detail',
  auth: true,
  payload: z.object({ id }),
});
export const bonusTransactions = defineCall<Paged<BonusRecord>>()({
  method: 'GET',
  path: '/member/transaction/bonus',
  auth: true,
  payload: z.object({ ...recordsPage, type: wholeNumber(1, 9999).optional() }),
});
