/** Payload schemas of the calls in player.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { id, wholeNumber } from '../../validation/input.ts';
import { empty, page } from '../fields.ts';

export const vip = empty;
export const vipRule = empty;
export const gameHistory = z.object({}).passthrough();
export const favInsert = z.object({ id });
export const favDelete = z.object({ id });
export const favList = z.object({
  page,
  page_size: wholeNumber(1, 1000).default(1000),
});
export const betList = z.object({}).passthrough();
