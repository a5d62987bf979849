/**
 * The daily slot contest and points (issue 24; docs/promotions.md). The spec names the routes
 * only (2.1, 2.11); these call names are ours.
 */
import type { ContestHistory, ContestToday } from '../domain/contest.ts';
import type { PointsExchange, PointsShop, PointsSummary } from '../domain/points.ts';
import { defineCall, payloadsOf } from './define.ts';

const payload = payloadsOf(() => import('./rewards.payloads.ts'));

/** Today's ranking, live: the top 100, the caller's row, the pool and the close. */
export const rankToday = defineCall<ContestToday>()({
  method: 'GET',
  path: '/promo/rank/today',
  auth: true,
  payload: payload('rankToday'),
});
/** The closed days, one day's frozen ranking, and the caller's prizes. */
export const rankHistory = defineCall<ContestHistory>()({
  method: 'GET',
  path: '/promo/rank/history',
  auth: true,
  payload: payload('rankHistory'),
});
/** The player's points: balance, earning rates, movements (newest first). */
export const points = defineCall<PointsSummary>()({
  method: 'GET',
  path: '/member/points',
  auth: true,
  payload: payload('points'),
});
/** What points can buy. */
export const pointsShop = defineCall<PointsShop>()({
  method: 'GET',
  path: '/member/points/shop',
  auth: true,
  payload: payload('pointsShop'),
});
/** Spends points on a shop item, once per idempotency key. */
export const pointsExchange = defineCall<PointsExchange>()({
  method: 'POST',
  path: '/member/points/exchange',
  auth: true,
  payload: payload('pointsExchange'),
});
