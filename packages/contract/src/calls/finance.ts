/**
 * Wallet, payment channels, deposits, vouchers, withdrawal accounts, withdrawals and the
 * player's records (/finance/…, /member/transaction/bonus). Amounts travel as decimal strings.
 */
import type { BonusGrant } from '../domain/bonus.ts';
import { defineCall, payloadsOf } from './define.ts';
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

const payload = payloadsOf(() => import('./finance.payloads.ts'));

export const wallet = defineCall<Wallet>()({
  method: 'GET',
  path: '/finance/wallet',
  auth: true,
  payload: payload('wallet'),
});
export const channelList = defineCall<PaymentChannel[]>()({
  method: 'GET',
  path: '/finance/channel/list',
  auth: true,
  payload: payload('channelList'),
});
export const deposit = defineCall<DepositStart>()({
  method: 'GET',
  path: '/finance/payment/deposit',
  auth: true,
  payload: payload('deposit'),
});
/** Voucher channel 1008: redeems an exchange code; the reply is the success text (spec 7.5). */
export const voucherExchange = defineCall<string>()({
  method: 'POST',
  path: '/finance/shop/exchange',
  auth: true,
  payload: payload('voucherExchange'),
});
export const accountList = defineCall<FinanceAccount[]>()({
  method: 'GET',
  path: '/finance/account/list',
  auth: true,
  payload: payload('accountList'),
});
export const accountInsert = defineCall<FinanceAccount>()({
  method: 'POST',
  path: '/finance/account/insert',
  auth: true,
  payload: payload('accountInsert'),
});
export const accountDelete = defineCall<boolean>()({
  method: 'GET',
  path: '/finance/account/delete',
  auth: true,
  payload: payload('accountDelete'),
});
export const withdraw = defineCall<WithdrawItem>()({
  method: 'GET',
  path: '/finance/payment/withdraw',
  auth: true,
  payload: payload('withdraw'),
});
export const transactionTypes = defineCall<TransactionType[]>()({
  method: 'GET',
  path: '/finance/transaction/types',
  auth: true,
  payload: payload('transactionTypes'),
});
export const transactionList = defineCall<Paged<TransactionRecord>>()({
  method: 'GET',
  path: '/finance/transaction/list',
  auth: true,
  payload: payload('transactionList'),
});
export const depositList = defineCall<Paged<DepositItem>>()({
  method: 'GET',
  path: '/finance/deposit/list',
  auth: true,
  payload: payload('depositList'),
});
export const depositDetail = defineCall<DepositDetail>()({
  method: 'GET',
  path: '/finance/deposit/detail',
  auth: true,
  payload: payload('depositDetail'),
});
export const withdrawList = defineCall<Paged<WithdrawItem>>()({
  method: 'GET',
  path: '/finance/withdraw/list',
  auth: true,
  payload: payload('withdrawList'),
});
export const withdrawDetail = defineCall<WithdrawDetail>()({
  method: 'GET',
  path: '/finance/withdraw/detail',
  auth: true,
  payload: payload('withdrawDetail'),
});
/**
 * The player's bonus grants, newest first (docs/promotions.md): what the welfare page's General
 * Bonus tab lists, with each one's wagering progress.
 */
export const bonusGrants = defineCall<BonusGrant[]>()({
  method: 'GET',
  path: '/finance/bonus/grants',
  auth: true,
  payload: payload('bonusGrants'),
});
export const bonusTransactions = defineCall<Paged<BonusRecord>>()({
  method: 'GET',
  path: '/member/transaction/bonus',
  auth: true,
  payload: payload('bonusTransactions'),
});
