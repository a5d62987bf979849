/** The mystery box and the promotion list (/promo/…, spec 7.2; docs/promotions.md). */
import type { BonusRecord, Paged } from '../models.ts';
import type { BlindBoxMonth, BoxClaim, BoxOdds, Promotion } from '../domain/promotions.ts';
import { defineCall, payloadsOf } from './define.ts';

const payload = payloadsOf(() => import('./promo.payloads.ts'));

/** The player's boxes of a month, with the counts (issues the boxes the rules owe first). */
export const blindboxDetail = defineCall<BlindBoxMonth>()({
  method: 'GET',
  path: '/promo/blindbox/detail',
  auth: true,
  payload: payload('blindboxDetail'),
});
/** Opens a box, once: its prize, drawn on the server, paid as a bonus grant (4001). */
export const blindboxClaim = defineCall<BoxClaim>()({
  method: 'POST',
  path: '/promo/blindbox/claim',
  auth: true,
  encoding: 'form',
  payload: payload('blindboxClaim'),
});
/** The boxes the player opened, newest first, as bonus items. */
export const blindboxBonus = defineCall<Paged<BonusRecord>>()({
  method: 'GET',
  path: '/promo/blindbox/transaction/bonus',
  auth: true,
  payload: payload('blindboxBonus'),
});
/** The published odds of a box's prize. */
export const blindboxOdds = defineCall<BoxOdds[]>()({
  method: 'GET',
  path: '/promo/blindbox/odds',
  auth: false,
  payload: payload('blindboxOdds'),
});
/** The running promotions, in banner order. */
export const promoList = defineCall<Promotion[]>()({
  method: 'GET',
  path: '/promo/list',
  auth: false,
  payload: payload('promoList'),
});
