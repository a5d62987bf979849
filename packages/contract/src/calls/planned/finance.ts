/**
 * Wallet, transactions, withdrawal accounts, deposits and withdrawals (/finance/…): the money
 * issues serve them.
 */
import { z } from 'zod';
import { id, text } from '../../validation/input.ts';
import { defineCall } from '../define.ts';
import { anyQuery, empty } from '../fields.ts';
import type { Paged, Wallet } from '../../models.ts';

export const wallet = defineCall<Wallet>()({
  method: 'GET',
  path: '/finance/wallet',
  auth: true,
  payload: empty,
});
export const transactionList = defineCall<Paged<unknown>>()({
  method: 'GET',
  path: '/finance/transaction/list',
  auth: true,
  payload: anyQuery,
});
export const transactionTypes = defineCall<{ cash_type: number; name: string }[]>()({
  method: 'GET',
  path: '/finance/transaction/types',
  auth: true,
  payload: empty,
});
export const accountList = defineCall<unknown[]>()({
  method: 'GET',
  path: '/finance/account/list',
  auth: true,
  payload: empty,
});
export const accountInsert = defineCall<boolean>()({
  method: 'POST',
  path: '/finance/account/insert',
  auth: true,
  payload: z.object({
    account: text(40).trim().min(1),
    channel_name: text(40).min(1),
    first_name: text(50),
    middle_name: text(50),
    last_name: text(50),
  }),
});
export const accountDelete = defineCall<boolean>()({
  method: 'GET',
  path: '/finance/account/delete',
  auth: true,
  payload: z.object({ id }),
});
export const channelList = defineCall<unknown[]>()({
  method: 'GET',
  path: '/finance/channel/list',
  auth: true,
  payload: z.object({ mode: z.enum(['1', '2']) }),
});
export const deposit = defineCall<{ pay_url: string }>()({
  method: 'GET',
  path: '/finance/payment/deposit',
  auth: true,
  payload: z.object({
    amount: z.string().regex(/^\d{1,9}$/),
    pid: id,
    device: z.literal('web'),
  }),
});
export const withdraw = defineCall<boolean>()({
  method: 'GET',
  path: '/finance/payment/withdraw',
  auth: true,
  payload: z.object({ account_id: id, amount: z.string().regex(/^\d{1,9}$/) }),
});
export const depositList = defineCall<Paged<unknown>>()({
  method: 'GET',
  path: '/finance/deposit/list',
  auth: true,
  payload: anyQuery,
});
export const depositDetail = defineCall<unknown>()({
  method: 'GET',
  path: '/finance/deposit/detail',
  auth: true,
  payload: anyQuery,
});
export const withdrawList = defineCall<Paged<unknown>>()({
  method: 'GET',
  path: '/finance/withdraw/list',
  auth: true,
  payload: anyQuery,
});
export const withdrawDetail = defineCall<unknown>()({
  method: 'GET',
  path: '/finance/withdraw/detail',
  auth: true,
  payload: anyQuery,
});
