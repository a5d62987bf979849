import {
  BONUS_WAGERING_MULTIPLIER,
  BOX_LIFETIME_SECONDS,
  CONTEST_DAY_HOURS,
  CONTEST_PRIZES,
  CONTEST_PRIZE_POOL,
  CONTEST_TOP,
  KYC_DEADLINE_HOURS,
  KYC_MIN_AGE_YEARS,
  KYC_REVIEW_HOURS,
  MAX_WITHDRAW_ACCOUNTS,
  OTP_LENGTH,
  OTP_LOCK_SECONDS,
  OTP_RESEND_SECONDS,
  PASSWORD_MAX_INPUT,
  PASSWORD_MIN_LENGTH,
  WITHDRAW_TYPICAL_MINUTES,
  amountToCentavos,
  countWord,
  groupedNumber,
  timesWord,
} from '@pisoplay/contract';
import type { BoxOdds, Language } from '@pisoplay/contract';
import { filipinoCount, filipinoTimes } from '@pisoplay/contract/i18n/fil_PH';
import { VOUCHER_GUESSES } from '../finance/index.ts';
import { LOGIN_PER_PHONE_AND_IP, OTP_WRONG_CODES, SESSION_TTL_MS } from '../members/index.ts';

/**
 * The numbers the help centre and the news quote, each from the setting, rule or channel that
 * enforces it (one truth per limit): their texts name a fact as `{{name}}` and never write a
 * number themselves (support-content.test.ts checks that).
 */
export type HelpFacts = Readonly<Record<string, string>>;

/** What the server is configured with, of what the texts quote. */
export type HelpSettings = {
  depositExpiresMinutes: number;
  depositTurnoverMultiplier: number;
  withdrawAutoApproveMax: number;
  withdrawAutoApproveDailyMax: number;
};

const MINUTE = 60_000;
const pesos = (amount: number) => `PHP ${groupedNumber(amount)}`;

/**
 * The words facts are written with, in each language the texts are written in: counts before
 * what they count ('three' accounts, 'tatlong' account), how many times, 'or', 'to', 'peso'.
 */
type FactWords = {
  count: (value: number) => string;
  times: (value: number) => string;
  or: string;
  to: string;
  peso: string;
};
const WORDS: Record<Language, FactWords> = {
  en_US: { count: countWord, times: timesWord, or: 'or', to: 'to', peso: 'peso' },
  fil_PH: { count: filipinoCount, times: filipinoTimes, or: 'o', to: 'hanggang', peso: 'piso' },
};

/** The mystery box's published odds in words: 'PHP 5 (40 %), …, or PHP 500 (0.5 %)'. */
function oddsInWords(odds: readonly BoxOdds[], or: string): string {
  const each = odds.map(
    (o) => `${pesos(amountToCentavos(o.prize)! / 100)} (${Number(o.percent)} %)`,
  );
  return each.length > 1 ? `${each.slice(0, -1).join(', ')} ${or} ${each.at(-1)}` : (each[0] ?? '');
}

/** The facts, worded in `language` (the language of the text that quotes them). */
export function helpFacts(
  settings: HelpSettings,
  depositRange: { min: number; max: number },
  boxOdds: readonly BoxOdds[],
  language: Language = 'en_US',
): HelpFacts {
  const [, , firstPrize] = CONTEST_PRIZES[0]!;
  const words = WORDS[language];
  return {
    // Spec 9: a Philippine mobile number is 10 digits from its leading 9 (PHONE_PATTERN).
    'phone.digits': '10',
    'phone.firstDigit': '9',
    'otp.length': String(OTP_LENGTH),
    'otp.resendSeconds': String(OTP_RESEND_SECONDS),
    'otp.wrongCodes': String(OTP_WRONG_CODES.max),
    'otp.lockMinutes': String(OTP_LOCK_SECONDS / 60),
    'password.min': String(PASSWORD_MIN_LENGTH),
    'password.max': String(PASSWORD_MAX_INPUT),
    'password.wrongTries': String(LOGIN_PER_PHONE_AND_IP.max),
    'password.pauseMinutes': String(LOGIN_PER_PHONE_AND_IP.lockMs / MINUTE),
    'session.days': String(SESSION_TTL_MS / (24 * 60 * MINUTE)),
    'kyc.deadlineHours': String(KYC_DEADLINE_HOURS),
    'kyc.reviewHours': String(KYC_REVIEW_HOURS),
    'player.minAge': String(KYC_MIN_AGE_YEARS),
    'deposit.min': pesos(depositRange.min),
    'deposit.max': pesos(depositRange.max),
    'deposit.expiresMinutes': String(settings.depositExpiresMinutes),
    'withdraw.typicalMinutes': String(WITHDRAW_TYPICAL_MINUTES),
    'withdraw.autoMax': pesos(settings.withdrawAutoApproveMax),
    'withdraw.autoDailyMax': pesos(settings.withdrawAutoApproveDailyMax),
    'withdraw.accounts': words.count(MAX_WITHDRAW_ACCOUNTS),
    'voucher.wrongCodes': String(VOUCHER_GUESSES.max),
    'wagering.deposit': words.times(settings.depositTurnoverMultiplier),
    'wagering.bonus': words.times(BONUS_WAGERING_MULTIPLIER),
    'contest.hours': CONTEST_DAY_HOURS.replace(' to ', ` ${words.to} `),
    'contest.top': String(CONTEST_TOP),
    'contest.pool': pesos(CONTEST_PRIZE_POOL),
    'contest.poolPesos': `${groupedNumber(CONTEST_PRIZE_POOL)} ${words.peso}`,
    'contest.firstPrize': pesos(firstPrize),
    'box.hours': String(BOX_LIFETIME_SECONDS / 3600),
    'box.odds': oddsInWords(boxOdds, words.or),
  };
}

const FACT = /\{\{([\w.]+)\}\}/g;

/** The text with each `{{name}}` replaced by its fact; a name with no fact is a bug. */
export function renderFacts(text: string, facts: HelpFacts): string {
  return text.replace(FACT, (_, name: string) => {
    const value = facts[name];
    if (value === undefined) throw new Error(`Help text names an unknown fact: ${name}`);
    return value;
  });
}

/** The fact names a text may quote: those `helpFacts` gives (the values do not change them). */
const FACT_NAMES: ReadonlySet<string> = new Set(
  Object.keys(
    helpFacts(
      {
        depositExpiresMinutes: 0,
        depositTurnoverMultiplier: 0,
        withdrawAutoApproveMax: 0,
        withdrawAutoApproveDailyMax: 0,
      },
      { min: 0, max: 0 },
      [],
    ),
  ),
);

/**
 * The `{{name}}`s of a text that name no fact: an operator's text is refused with them, as
 * serving it would fail (`renderFacts`).
 */
export function unknownFacts(text: string): string[] {
  return [...text.matchAll(FACT)].map((m) => m[1]!).filter((name) => !FACT_NAMES.has(name));
}
