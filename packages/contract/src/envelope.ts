import type { ErrorCode } from './errors.ts';

/** Every reply of the API has this shape (CBOR encoded). */
export type ApiSuccess<T> = { status: true; data: T };
/**
 * A failure: the message in `data`, its category in `code`. A sign-in refused for a
 * self-exclusion also carries `withdraw_ticket`, good for one withdraw-only sign-in
 * (`calls.withdrawOnlyLogin`, docs/responsible-gaming.md).
 */
export type ApiFailure = { status: false; data: string; code: ErrorCode; withdraw_ticket?: string };
export type ApiReply<T> = ApiSuccess<T> | ApiFailure;

export const ok = <T>(data: T): ApiSuccess<T> => ({ status: true, data });
export const fail = (
  code: ErrorCode,
  message: string,
  extra: Pick<ApiFailure, 'withdraw_ticket'> = {},
): ApiFailure => ({
  status: false,
  data: message,
  code,
  ...(extra.withdraw_ticket !== undefined && { withdraw_ticket: extra.withdraw_ticket }),
});

/** Request headers of spec 7. */
export const HEADER_DEVICE = 'd';
export const HEADER_LANG = 'lang';
export const HEADER_TOKEN = 't';
export const LANG_EN_US = 'en_US';
/** `d` is 25 on screens up to the mobile breakpoint, else 24. */
export const DEVICE_MOBILE = '25';
export const DEVICE_DESKTOP = '24';

export const CBOR_CONTENT_TYPE = 'application/cbor';
