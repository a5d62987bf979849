/** Payload schemas of the calls in partner.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { empty } from './fields.ts';
import { token } from '../validation/input.ts';

export const memberIndexPartnerWallet = empty;
export const memberIndexMiniApp = empty;
export const shopProducts = empty;
export const miniAppLogin = z.object({ authCode: token(128) });
export const partnerLogin = z.object({ token: token(128) });
