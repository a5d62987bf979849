/** Payload schemas of the calls in vip.ts, by call name (see `payloadsOf`). */
import { empty } from './fields.ts';

export const vip = empty;
export const vipRule = empty;
