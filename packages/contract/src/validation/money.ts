import { z } from 'zod';
import { MONEY_MESSAGES } from './messages.ts';

export const MONEY_DEFAULTS = { minAmount: 100, maxAmount: 500000 } as const;
export const VOUCHER_CHANNEL_ID = 1008;
export const VOUCHER_CODE_MAX = 50;
export const VOUCHER_CODE_MIN_FOR_BUTTON = 5;
export const DEPOSIT_AMOUNT_MAX_INPUT = 20;
export const WITHDRAW_AMOUNT_MAX_DIGITS = 9;
export const DEPOSIT_DOUBLE_CLICK_MS = 3000;

export const amountSchema = (min: number, max: number, field = 'Amount') =>
  z
    .string()
    .min(1, MONEY_MESSAGES.required(field))
    .regex(/^\d+$/, MONEY_MESSAGES.withdrawDefault)
    .refine((v) => Number(v) >= min, MONEY_MESSAGES.minimum(min))
    .refine((v) => Number(v) <= max, MONEY_MESSAGES.maximum(max));

export const normalizeVoucherCode = (raw: string): string =>
  raw.replace(/\s/g, '').slice(0, VOUCHER_CODE_MAX);

export const voucherCodeSchema = z
  .string()
  .transform(normalizeVoucherCode)
  .refine((v) => v.length > VOUCHER_CODE_MIN_FOR_BUTTON, MONEY_MESSAGES.voucherCode);
