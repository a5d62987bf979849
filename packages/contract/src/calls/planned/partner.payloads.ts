/** Payload schemas of the calls in partner.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { empty } from '../fields.ts';

export const memberIndexPartnerWallet = empty;
export const memberIndexMiniApp = empty;
export const shopProducts = z.object({});
