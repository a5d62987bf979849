/**
 * Partner entries the spec leaves unprinted (docs/architecture.md, "Calls the spec does not
 * name").
 */
import { defineCall, payloadsOf } from '../define.ts';
import type { HomeIndex, Session } from '../../models.ts';

const payload = payloadsOf(() => import('./partner.payloads.ts'));

export type Voucher = { img: string; link: string; name: string; price: string };

/** Home index for players arriving from the partner wallet app. */
export const memberIndexPartnerWallet = defineCall<HomeIndex>()({
  method: 'GET',
  path: '/member/index/partner/wallet',
  auth: false,
  payload: payload('memberIndexPartnerWallet'),
});
/** Home index inside the shopping-app mini app. */
export const memberIndexMiniApp = defineCall<HomeIndex>()({
  method: 'GET',
  path: '/member/index/partner/miniapp',
  auth: false,
  payload: payload('memberIndexMiniApp'),
});
export const shopProducts = defineCall<Voucher[]>()({
  method: 'POST',
  path: '/finance/shop/products',
  auth: true,
  payload: payload('shopProducts'),
});
/** Mini-app entry: trades the shopping app's authCode for a session. */
export const miniAppLogin = defineCall<Session>()({
  method: 'POST',
  path: '/finance/shop/login',
  auth: false,
  payload: payload('miniAppLogin'),
});
