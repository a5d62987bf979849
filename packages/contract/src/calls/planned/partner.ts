/**
 * Partner entries the spec leaves unprinted (docs/architecture.md, "Calls the spec does not
 * name").
 */
import { z } from 'zod';
import { token } from '../../validation/input.ts';
import { defineCall } from '../define.ts';
import { empty } from '../fields.ts';
import type { HomeIndex, Session } from '../../models.ts';

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
/** Mini-app entry: trades the shopping app's authCode for a session. */
export const miniAppLogin = defineCall<Session>()({
  method: 'POST',
  path: '/finance/shop/login',
  auth: false,
  payload: z.object({ authCode: token(512) }),
});
