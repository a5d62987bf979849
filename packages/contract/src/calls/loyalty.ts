/**
 * Daily wins and invitations (issue 24; docs/promotions.md). The spec names the routes only
 * (2.1); these call names are ours.
 */
import type { CheckinClaim, CheckinStatus, InviteSummary } from '../domain/loyalty.ts';
import { defineCall, payloadsOf } from './define.ts';

const payload = payloadsOf(() => import('./loyalty.payloads.ts'));

/** The 7-day check-in calendar, the streak and whether the caller can claim today. */
export const checkin = defineCall<CheckinStatus>()({
  method: 'GET',
  path: '/promo/checkin',
  auth: true,
  payload: payload('checkin'),
});
/** Claims today's check-in, once per Philippine day, paid as a bonus grant (4007). */
export const checkinClaim = defineCall<CheckinClaim>()({
  method: 'POST',
  path: '/promo/checkin/claim',
  auth: true,
  payload: payload('checkinClaim'),
});
/** The caller's referral code and link, their invitees and rewards (pays what is owed first). */
export const invite = defineCall<InviteSummary>()({
  method: 'GET',
  path: '/member/invite',
  auth: true,
  payload: payload('invite'),
});
