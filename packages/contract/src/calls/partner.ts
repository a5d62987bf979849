/**
 * The two partner entries and their index pages (docs/partners.md). The spec leaves these paths
 * unprinted (docs/architecture.md, "Calls the spec does not name"). The partner's own
 * server-to-server call for an entry token is JSON, not a contract call (docs/partners.md).
 */
import { defineCall, payloadsOf } from './define.ts';
import type { HomeIndex, Session, Voucher } from '../models.ts';

const payload = payloadsOf(() => import('./partner.payloads.ts'));

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
/** The shopping app's gift vouchers for PisoPlay credit (spec 3, Voucher list item). */
export const shopProducts = defineCall<Voucher[]>()({
  method: 'POST',
  path: '/finance/shop/products',
  auth: false,
  payload: payload('shopProducts'),
});
/** Mini-app entry: trades the shopping app's single-use authCode for a session. */
export const miniAppLogin = defineCall<Session>()({
  method: 'POST',
  path: '/finance/shop/login',
  auth: false,
  payload: payload('miniAppLogin'),
});
/** Partner-wallet entry: trades a single-use entry token (2 minutes) for a session. */
export const partnerLogin = defineCall<Session>()({
  method: 'POST',
  path: '/member/partner/login',
  auth: false,
  payload: payload('partnerLogin'),
});
