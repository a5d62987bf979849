import {
  MONEY_DEFAULTS,
  VOUCHER_CHANNEL_ID,
  amountSchema,
  amountToCentavos,
  voucherCodeSchema,
  type PaymentChannel,
} from '@pisoplay/contract';

export type AmountLimits = { min: number; max: number };

/** A channel's min and max in whole pesos, the spec 9 defaults where it gives none. */
export function channelLimits(
  channel: Pick<PaymentChannel, 'min_amount' | 'max_amount'> | undefined,
): AmountLimits {
  const read = (value: string | undefined, fallback: number) => {
    const centavos = value ? amountToCentavos(value) : null;
    return centavos === null ? fallback : Math.floor(centavos / 100);
  };
  return {
    min: read(channel?.min_amount, MONEY_DEFAULTS.minAmount),
    max: read(channel?.max_amount, MONEY_DEFAULTS.maxAmount),
  };
}

/** The first message of the spec 5.6 amount rules, or null when the amount is good. */
export function amountError(amount: string, limits: AmountLimits, field = 'Amount'): string | null {
  const result = amountSchema(limits.min, limits.max, field).safeParse(amount);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** What a money field keeps of what was typed: digits only, at most `max` of them. */
export const digitsOnly = (value: string, max: number): string =>
  value.replace(/\D/g, '').slice(0, max);

export const isVoucherChannel = (channel: Pick<PaymentChannel, 'id'> | undefined): boolean =>
  channel?.id === VOUCHER_CHANNEL_ID;

/** Spec 5.6: a code of 5 characters or fewer (spaces removed) is 'Verification code error'. */
export function voucherCodeError(code: string): string | null {
  const result = voucherCodeSchema.safeParse(code);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** 'Withdraw All': the withdrawable balance in whole pesos ('1250.75' -> '1250'). */
export function wholePesos(amount: string | undefined): string {
  const centavos = amount ? amountToCentavos(amount) : null;
  return centavos === null || centavos <= 0 ? '0' : String(Math.floor(centavos / 100));
}

/** True when the wire amount is more than zero. */
export const isPositive = (amount: string | undefined): boolean =>
  (amount ? (amountToCentavos(amount) ?? 0) : 0) > 0;
