/** The signed-in player's account: checks, profile, password, avatar upload (/member/…). */
import { defineCall, payloadsOf } from './define.ts';
import type { OtpSendResult, Profile } from '../models.ts';

const payload = payloadsOf(() => import('./account.payloads.ts'));

export const authPassword = defineCall<boolean>()({
  method: 'POST',
  path: '/member/auth/password',
  auth: true,
  payload: payload('authPassword'),
});
export const authSms = defineCall<boolean>()({
  method: 'POST',
  path: '/member/auth/sms',
  auth: true,
  payload: payload('authSms'),
});
export const passwordUpdate = defineCall<boolean>()({
  method: 'POST',
  path: '/member/password/update',
  auth: true,
  payload: payload('passwordUpdate'),
});
/**
 * A 'verify' code to a new email address of the signed-in player, after a recent verification;
 * `detailUpdate` with the address and the code then sets it as proven.
 */
export const sendEmailCode = defineCall<OtpSendResult>()({
  method: 'POST',
  path: '/member/email/code',
  auth: true,
  payload: payload('sendEmailCode'),
});
export const detailUpdate = defineCall<boolean>()({
  method: 'POST',
  path: '/member/detail/update',
  auth: true,
  payload: payload('detailUpdate'),
});
export const memberDetail = defineCall<Profile>()({
  method: 'GET',
  path: '/member/detail',
  auth: true,
  payload: payload('memberDetail'),
});
/** Reply: the key to pass on (e.g. as `avatar`) and where the image can be shown from. */
export const ossUpload = defineCall<{ object_key: string; url: string }>()({
  method: 'POST',
  path: '/member/oss/upload',
  auth: true,
  encoding: 'multipart',
  payload: payload('ossUpload'),
});
/**
 * A single-use ticket that opens the live socket (LIVE_SOCKET_PATH): the player's balance
 * changes pushed while signed in (docs/scaling.md, "Balance push").
 */
export const liveTicket = defineCall<{ ticket: string }>()({
  method: 'POST',
  path: '/member/live/ticket',
  auth: true,
  payload: payload('liveTicket'),
});
