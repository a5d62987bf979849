/** Finance, promo and game calls (spec 7.2 to 7.4). Their modules are later issues. */
import { z } from 'zod';
import { defineCall } from './define.ts';
import { id, text, token } from '../validation/input.ts';
import type { HomeIndex, Paged, Session, Wallet } from '../models.ts';

const query = z.object({}).passthrough();
const empty = z.object({}).strict();

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
  payload: query,
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
  payload: query,
});
export const depositDetail = defineCall<unknown>()({
  method: 'GET',
  path: '/finance/deposit/detail',
  auth: true,
  payload: query,
});
export const withdrawList = defineCall<Paged<unknown>>()({
  method: 'GET',
  path: '/finance/withdraw/list',
  auth: true,
  payload: query,
});
export const withdrawDetail = defineCall<unknown>()({
  method: 'GET',
  path: '/finance/withdraw/detail',
  auth: true,
  payload: query,
});

export const blindboxDetail = defineCall<unknown>()({
  method: 'GET',
  path: '/promo/blindbox/detail',
  auth: true,
  payload: z.object({ pid: z.literal('1'), ym: z.string().regex(/^\d{4}-\d{2}$/) }),
});
export const blindboxClaim = defineCall<unknown>()({
  method: 'POST',
  path: '/promo/blindbox/claim',
  auth: true,
  encoding: 'form',
  payload: z.object({ box_id: id, pid: z.literal('1') }),
});
export const blindboxBonus = defineCall<Paged<unknown>>()({
  method: 'GET',
  path: '/promo/blindbox/transaction/bonus',
  auth: true,
  payload: query,
});
export const promoList = defineCall<unknown[]>()({
  method: 'GET',
  path: '/promo/list',
  auth: false,
  payload: empty,
});

export const gameLaunch = defineCall<string>()({
  method: 'GET',
  path: '/game/launch',
  auth: true,
  payload: query,
});
export const gameLaunchV2 = defineCall<string>()({
  method: 'GET',
  path: '/api/v2/game/launch',
  auth: true,
  payload: z.object({ code: token(64) }),
});

// ---- Names the spec leaves unprinted (docs/architecture.md, "Calls the spec does not name")
export type Voucher = { img: string; link: string; name: string; price: string };

/** Home index for players arriving from the partner wallet app. */
export const memberIndexPartnerWallet = defineCall<HomeIndex>()({
  method: 'GET',
  path: '/member/index/partner/wallet',
  auth: false,
  payload: empty,
});
/** Home index inside the shopping-app mini app. */
export const memberIndexMiniApp = defineCall<HomeIndex>()({
  method: 'GET',
  path: '/member/index/partner/miniapp',
  auth: false,
  payload: empty,
});
export const shopProducts = defineCall<Voucher[]>()({
  method: 'POST',
  path: '/finance/shop/products',
  auth: true,
  payload: z.object({}),
});
/** Voucher exchange; the reply's data is the success text. */
export const shopExchange = defineCall<string>()({
  method: 'POST',
  path: '/finance/shop/exchange',
  auth: true,
  payload: z.object({
    exchangeCode: text(100)
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(z.string().min(6).max(50)),
    device: z.literal('web'),
  }),
});
/** Mini-app entry: trades the shopping app's authCode for a session. */
export const miniAppLogin = defineCall<Session>()({
  method: 'POST',
  path: '/finance/shop/login',
  auth: false,
  payload: z.object({ authCode: token(512) }),
});
