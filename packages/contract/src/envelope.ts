import type { ErrorCode } from './errors.ts';

/** Every reply of the API has this shape (CBOR encoded). */
export type ApiSuccess<T> = { status: true; data: T };
export type ApiFailure = { status: false; data: string; code: ErrorCode };
export type ApiReply<T> = ApiSuccess<T> | ApiFailure;

export const ok = <T>(data: T): ApiSuccess<T> => ({ status: true, data });
export const fail = (code: ErrorCode, message: string): ApiFailure => ({
  status: false,
  data: message,
  code,
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
