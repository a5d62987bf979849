/** Payload schemas of the calls in loyalty.ts, by call name (see `payloadsOf`). */
import { z } from 'zod';
import { REFERRAL_CODE_PATTERN } from '../domain/loyalty.ts';
import { token } from '../validation/input.ts';
import { empty } from './fields.ts';

export const checkin = empty;
export const checkinClaim = empty;
export const invite = empty;

/** A referral code as typed or linked, in any case; read in capitals. */
export const referralCode = z
  .string()
  .max(16)
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(REFERRAL_CODE_PATTERN, 'Invalid referral code'));
/** The id a browser keeps for itself (docs/promotions.md, "Invitations"): same-device checks. */
export const deviceNo = token(64);
