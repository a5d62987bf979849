import { countWord, groupedNumber } from './wording.ts';

/**
 * Money on the wire and the finance states (spec 3, 4.8, 9). The server keeps integer centavos;
 * amounts travel as decimal strings with two decimals ('1250.00'), never as floats.
 */

/** Channel list modes of GET /finance/channel/list. */
export const CHANNEL_MODES = { deposit: '1', withdraw: '2' } as const;
/** Payment channel flag: 1 bank, 2 payment instrument (e-wallet). */
export const CHANNEL_FLAGS = { bank: 1, instrument: 2 } as const;
export type ChannelFlag = (typeof CHANNEL_FLAGS)[keyof typeof CHANNEL_FLAGS];

export const DEPOSIT_STATUSES = [
  'pending',
  'paying',
  'under_review',
  'completed',
  'timeout',
  'canceled',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/** The deposit list's status filter (spec 4.8); the query sends them lower case. */
export const DEPOSIT_FILTER_STATUSES = ['PENDING', 'COMPLETED', 'CANCELED', 'TIMEOUT'] as const;

export const WITHDRAW_STATUSES = [
  'under_review',
  'paying',
  'completed',
  'canceled',
  'timeout',
] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** Row colours of spec 2.10. */
export const STATUS_TONES: Record<DepositStatus | WithdrawStatus, 'pending' | 'done' | 'failed'> = {
  pending: 'pending',
  paying: 'pending',
  under_review: 'pending',
  completed: 'done',
  timeout: 'failed',
  canceled: 'failed',
};

/**
 * Kinds of balance movement a player sees (transaction record cash_type). The bonus codes are
 * the spec's 4001/4003/4004; the others are ours (docs/wallet.md).
 */
export const CASH_TYPES = {
  deposit: 1001,
  voucher: 1008,
  withdraw: 2001,
  withdrawReturned: 2002,
  bet: 3001,
  win: 3002,
  betRefund: 3003,
  winReversed: 3004,
  mysteryBox: 4001,
  levelUpBonus: 4003,
  birthdayBonus: 4004,
  operatorBonus: 4005,
  contestPrize: 4006,
  checkinBonus: 4007,
  inviteReward: 4008,
  pointsBonus: 4009,
  bonusReleased: 4100,
  bonusWrittenOff: 4101,
  bonusExpired: 4102,
  bonusForfeited: 4103,
  adjustment: 5001,
} as const;
export type CashType = (typeof CASH_TYPES)[keyof typeof CASH_TYPES];
export const CASH_TYPE_NAMES: Record<CashType, string> = {
  1001: 'Deposit',
  1008: 'Voucher',
  2001: 'Withdraw',
  2002: 'Withdraw returned',
  3001: 'Bet',
  3002: 'Win',
  3003: 'Bet refund',
  3004: 'Win reversed',
  4001: 'Mystery Box',
  4003: 'Level Up Bonus',
  4004: 'Birthday Bonus',
  4005: 'Bonus',
  4006: 'Contest Prize',
  4007: 'Daily Win',
  4008: 'Invite Reward',
  4009: 'Points Exchange',
  4100: 'Bonus released',
  4101: 'Bonus above its cap',
  4102: 'Bonus expired',
  4103: 'Bonus forfeited',
  5001: 'Adjustment',
};
export const BONUS_CASH_TYPES = [4001, 4003, 4004] as const;
/**
 * What the bonus records list (/s-transaction/bonus): the bonuses credited, and how each grant
 * left the bonus account (released to cash, above its cap, expired, forfeited).
 */
export const BONUS_RECORD_CASH_TYPES = [
  ...BONUS_CASH_TYPES,
  4005,
  4006,
  4007,
  4008,
  4009,
  4100,
  4101,
  4102,
  4103,
] as const;

/** Wagering a bonus needs before it can be withdrawn (spec 9: two times the credited amount). */
export const BONUS_WAGERING_MULTIPLIER = 2;
/** Most withdrawal accounts a player keeps (spec 9 help text). */
export const MAX_WITHDRAW_ACCOUNTS = 3;
/**
 * How long an approved withdrawal generally takes to arrive (spec 9 help text): the payout is
 * requested at approval and the gateways pay within minutes (docs/wallet.md, "Payouts").
 */
export const WITHDRAW_TYPICAL_MINUTES = 5;

/** The money sheets' texts that quote a rule, made from the rule's value (spec 9 help texts). */
export const MONEY_HELP = {
  depositRange: (min: number, max: number) =>
    `Deposit minimum per transaction range ${groupedNumber(min)} to ${groupedNumber(max)} pesos.`,
  withdrawTime: `Withdrawals are generally received within ${WITHDRAW_TYPICAL_MINUTES} minutes.`,
  accounts: `You can keep up to ${countWord(MAX_WITHDRAW_ACCOUNTS)} withdrawal accounts.`,
  accountsFull: `You already have ${countWord(MAX_WITHDRAW_ACCOUNTS)} withdrawal accounts.`,
} as const;
/** Finance account status: 1 active and usable, 2 hidden (deleted by the player). */
export const FINANCE_ACCOUNT_STATUS = { active: 1, hidden: 2 } as const;

/** Integer centavos to the wire's decimal string: 125050 -> '1250.50'. */
export function centavosToAmount(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A wire decimal string ('1250', '1250.5', '-3.25') to integer centavos, exactly; null if not one. */
export function amountToCentavos(amount: string): number | null {
  const match = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const centavos = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -centavos : centavos;
}
