/** VIP (/member/vip…, spec 7.1; docs/vip.md). */
import type { VipStatus, VipTier } from '../domain/vip.ts';
import { defineCall, payloadsOf } from './define.ts';

const payload = payloadsOf(() => import('./vip.payloads.ts'));

/** The player's level, progress and VIP bonuses (pays what they are owed first). */
export const vip = defineCall<VipStatus>()({
  method: 'GET',
  path: '/member/vip',
  auth: true,
  payload: payload('vip'),
});
/** The level table: five tiers of levels. */
export const vipRule = defineCall<VipTier[]>()({
  method: 'GET',
  path: '/member/vip/rule',
  auth: true,
  payload: payload('vipRule'),
});
