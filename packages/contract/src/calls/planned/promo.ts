/** Blind box and promotions (/promo/…) and game launch (/game, /api/v2/game): later issues. */
import { z } from 'zod';
import { id, token } from '../../validation/input.ts';
import { defineCall } from '../define.ts';
import { anyQuery, empty } from '../fields.ts';
import type { Paged } from '../../models.ts';

export const blindboxDetail = defineCall<unknown>()({
  method: 'GET',
  path: '/promo/blindbox/detail',
  auth: true,
  payload: z.object({ pid: z.literal('1'), ym: z.string().regex(/^\d{4}-\d{2}$/) }),
});
export const blindboxClaim = defineCall<unknown>()({
  method: 'POST',
  path: '/promo/blindbox/claim',
  auth: true,
  encoding: 'form',
  payload: z.object({ box_id: id, pid: z.literal('1') }),
});
export const blindboxBonus = defineCall<Paged<unknown>>()({
  method: 'GET',
  path: '/promo/blindbox/transaction/bonus',
  auth: true,
  payload: anyQuery,
});
export const promoList = defineCall<unknown[]>()({
  method: 'GET',
  path: '/promo/list',
  auth: false,
  payload: empty,
});
export const gameLaunch = defineCall<string>()({
  method: 'GET',
  path: '/game/launch',
  auth: true,
  payload: anyQuery,
});
export const gameLaunchV2 = defineCall<string>()({
  method: 'GET',
  path: '/api/v2/game/launch',
  auth: true,
  payload: z.object({ code: token(64) }),
});
