/**
 * Partner entries the spec leaves unprinted (docs/architecture.md, "Calls the spec does not
 * name").
 */
import { z } from 'zod';
import { text, token } from '../../validation/input.ts';
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
