/** VIP (/member/vip…): a later issue. */
import { defineCall, payloadsOf } from '../define.ts';

const payload = payloadsOf(() => import('./player.payloads.ts'));

export const vip = defineCall<unknown>()({
  method: 'GET',
  path: '/member/vip',
  auth: true,
  payload: payload('vip'),
});
export const vipRule = defineCall<unknown>()({
  method: 'GET',
  path: '/member/vip/rule',
  auth: true,
  payload: payload('vipRule'),
});
