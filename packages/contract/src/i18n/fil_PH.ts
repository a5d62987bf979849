/**
 * The contract's messages in Filipino, by English template (i18n/localize.ts): the rules' errors
 * of spec 5, the money and responsible-gaming texts, the API client's failures (the sources are
 * listed in i18n/sources.ts). Loaded only with the Filipino catalogue, and by the server.
 *
 * Written as players talk (docs/i18n.md, "Glossary"): Taglish where that is what people say.
 * A text that quotes a rule's value is made from the value, in both languages.
 */
import { MAX_WITHDRAW_ACCOUNTS, MONEY_HELP, WITHDRAW_TYPICAL_MINUTES } from '../domain/money.ts';
import {
  RG_EXCLUSION_END_DELAY_HOURS,
  RG_LIMITS,
  RG_MESSAGES,
  RG_MONEY_LIMIT_MAX_PESOS,
  RG_RAISE_DELAY_HOURS,
  RG_SESSION_BREAK_MINUTES,
  RG_SESSION_MINUTES,
  moneyLimitOf,
} from '../domain/rg.ts';
import type { RgMoneyKind, RgPeriod } from '../domain/rg.ts';
import { XP_PER_PESO_WAGERED } from '../domain/play.ts';
import { CONTEST_MESSAGES, CONTEST_TOP } from '../domain/contest.ts';
import { POINTS_MESSAGES } from '../domain/points.ts';
import { VIP_MESSAGES } from '../domain/vip.ts';
import { groupedNumber } from '../domain/wording.ts';
import type { MessageTable } from './localize.ts';

const WORDS = ['wala', 'isa', 'dalawa', 'tatlo', 'apat', 'lima', 'anim', 'pito', 'walo', 'siyam'];
const TEN = 'sampu';

/**
 * A count before what it counts, with the linker Filipino puts there (wording.ts's `countWord`
 * in Filipino): 3 -> 'tatlong' ('tatlong account'), 4 -> 'apat na'; past ten in figures.
 */
export function filipinoCount(value: number): string {
  const word = value === 10 ? TEN : WORDS[value];
  if (word === undefined) return groupedNumber(value);
  return /[aeiou]$/.test(word) ? `${word}ng` : `${word} na`;
}

/** 1 -> 'isang beses', 2 -> 'dalawang beses' (wording.ts's `timesWord` in Filipino). */
export const filipinoTimes = (value: number): string => `${filipinoCount(value)} beses`;

const KIND: Record<RgMoneyKind, string> = { deposit: 'deposit', wager: 'taya', loss: 'talo' };
const PERIOD: Record<RgPeriod, string> = {
  day: 'kada araw',
  week: 'kada linggo',
  month: 'kada buwan',
};

/** The responsible-gaming messages that name a limit: one per limit, as sources.ts lists them. */
function limitMessages(): Record<string, string> {
  const entries: [string, string][] = [];
  for (const key of RG_LIMITS) {
    const money = moneyLimitOf(key);
    if (money === null) {
      entries.push([
        RG_MESSAGES.playLimit(key),
        `Naabot mo na ang limit mo sa oras ng session. Magpahinga nang ${RG_SESSION_BREAK_MINUTES} minuto para makapagsimula ng bagong session.`,
      ]);
      continue;
    }
    const limit = `limit mo sa ${KIND[money.kind]} ${PERIOD[money.period]}`;
    if (money.kind === 'deposit') {
      entries.push([
        RG_MESSAGES.depositLimit(key, '{0}'),
        `Lalampas ang deposit na ito sa ${limit}. ₱{0} na lang ang puwede mong i-deposit hanggang mag-reset ito.`,
      ]);
    } else {
      entries.push([
        RG_MESSAGES.playLimit(key),
        `Naabot mo na ang ${limit}. Puwede kang maglaro ulit kapag nag-reset na ito.`,
      ]);
    }
  }
  return Object.fromEntries(entries);
}

export const contractMessages: MessageTable = {
  // Input (spec 5)
  'Text contains characters that are not allowed': 'May mga character sa text na hindi puwede',
  'Text is longer than {0} characters': 'Lampas sa {0} character ang text',
  'Invalid id': 'Mali ang ID',
  'Expected a whole number from {0} to {1}': 'Dapat buong numero mula {0} hanggang {1}',
  'Invalid value': 'Mali ang value',

  // Phone
  'Phone number is required': 'Kailangan ang numero ng telepono',
  "Sorry, it's not a valid phone number, should be 10 digits":
    'Pasensya, hindi valid ang numero ng telepono. Dapat 10 digits ito',
  'Country code must be 3 characters': 'Dapat 3 character ang country code',
  'Phone number maxLength is 11': 'Hanggang 11 digits lang ang numero ng telepono',
  'Phone number Error': 'Mali ang numero ng telepono',

  // Password
  'Password is required': 'Kailangan ang password',
  'Invalid password, only allow 8-20 characters, including letters and numbers':
    'Mali ang password: 8-20 character lang, may letra at numero',
  'Password should be at least 8 characters': 'Dapat hindi bababa sa 8 character ang password',
  'Password maxLength is 20': 'Hanggang 20 character lang ang password',
  ' must contain at least 1 letter and 1 number': ' ay dapat may kahit 1 letra at 1 numero',
  'Password minLength is 8, maxLength is 20': 'Dapat 8 hanggang 20 character ang password',
  'Password must contain at least 1 letter and 1 number':
    'Dapat may kahit 1 letra at 1 numero ang password',

  // Account
  'minLength is {0}': 'Dapat hindi bababa sa {0} character',
  'maxLength is {0}': 'Hanggang {0} character lang',
  'Reg Error': 'Mali ang format',
  'Email Address is required': 'Kailangan ang email address',
  'Email Address maxLength is 30': 'Hanggang 30 character lang ang email address',
  'Email Address Error': 'Mali ang email address',
  'You must agree to the terms and conditions':
    'Kailangan mong sumang-ayon sa terms and conditions',
  '{0} is required': 'Kailangan ang {0}',

  // One-time codes
  'Please enter the code': 'Ilagay ang code',
  'Please enter the correct code': 'Ilagay ang tamang code',
  'Invalid code': 'Mali ang code',
  'the maximum number of code attempts has been exceeded. Please try again later':
    'Naubos mo na ang puwedeng subok sa code. Subukan ulit mamaya',

  // Money
  'Enter Amount: {0}-{1}': 'Ilagay ang halaga: {0}-{1}',
  'Verification code error': 'Mali ang verification code',
  'Amount 100-500,000': 'Halaga: 100-500,000',
  'Minimum value is {0}': 'Ang pinakamababa ay {0}',
  'Maximum value is {0}': 'Ang pinakamataas ay {0}',
  'Deposit minimum per transaction range {0} to {1} pesos.':
    'Ang bawat deposit ay mula {0} hanggang {1} piso.',
  [MONEY_HELP.withdrawTime]: `Kadalasang natatanggap ang withdrawal sa loob ng ${WITHDRAW_TYPICAL_MINUTES} minuto.`,
  [MONEY_HELP.accounts]: `Puwede kang magkaroon ng hanggang ${filipinoCount(MAX_WITHDRAW_ACCOUNTS)} withdrawal account.`,
  [MONEY_HELP.accountsFull]: `Mayroon ka nang ${filipinoCount(MAX_WITHDRAW_ACCOUNTS)} withdrawal account.`,

  // KYC
  'Date of birth must be between 21 and 100 years ago':
    'Ang petsa ng kapanganakan ay dapat 21 hanggang 100 taon na ang nakararaan',
  'Allowed characters: A-Z, a-z, space': 'Puwedeng character: A-Z, a-z, space',
  'Allowed characters: A-Z, a-z, space, comma, period':
    'Puwedeng character: A-Z, a-z, space, comma, period',
  'ID type is required': 'Kailangan ang uri ng ID',
  'Occupation is required': 'Kailangan ang trabaho',
  'Main source of funds is required': 'Kailangan ang pangunahing pinagmumulan ng pera',
  'Nearest branch is required': 'Kailangan ang pinakamalapit na branch',
  'Gender is required': 'Kailangan ang kasarian',
  'Nationality is required': 'Kailangan ang nasyonalidad',
  'Place of birth is required': 'Kailangan ang lugar ng kapanganakan',
  'First name is required': 'Kailangan ang pangalan',
  'Last name is required': 'Kailangan ang apelyido',
  'Current address is required': 'Kailangan ang kasalukuyang address',
  'Permanent address is required': 'Kailangan ang permanenteng address',
  'Front photo of ID is required': 'Kailangan ang litrato ng harap ng ID',
  'Selfie with card is required': 'Kailangan ang selfie na hawak ang ID',
  'Date of birth is required': 'Kailangan ang petsa ng kapanganakan',
  'Face photo is required': 'Kailangan ang litrato ng mukha',
  "Your account has been blocked by the administrator for violating the regulator's rules or the site's rules. Please contact customer service immediately":
    'Na-block ng administrator ang account mo dahil sa paglabag sa mga patakaran ng regulator o ng site. Makipag-ugnayan agad sa customer service',
  Unset: 'Hindi pa naka-set',
  'Basic Account': 'Basic Account',
  'Under Review': 'Nire-review',
  Rejected: 'Tinanggihan',
  'Basic KYC': 'Basic KYC',
  'Fully KYC': 'Fully KYC',
  Frozen: 'Naka-freeze',
  Blocked: 'Naka-block',
  'Test Account': 'Test Account',

  // Feedback
  'The maximum number of characters exceeds the limit':
    'Lampas na sa maximum na bilang ng character',
  'Please enter your feedback': 'Ilagay ang feedback mo',

  // Balance movements (transaction records)
  Deposit: 'Deposit',
  Voucher: 'Voucher',
  Withdraw: 'Withdrawal',
  'Withdraw returned': 'Ibinalik na withdrawal',
  Bet: 'Taya',
  Win: 'Panalo',
  'Bet refund': 'Ibinalik na taya',
  'Win reversed': 'Binawing panalo',
  'Mystery Box': 'Mystery Box',
  'Level Up Bonus': 'Level Up Bonus',
  'Birthday Bonus': 'Birthday Bonus',
  Bonus: 'Bonus',
  'Contest Prize': 'Premyo sa contest',
  'Daily Win': 'Daily Win',
  'Invite Reward': 'Reward sa pag-imbita',
  'Points Exchange': 'Palit ng points',
  'Bonus released': 'Na-release na bonus',
  'Bonus above its cap': 'Bonus na lampas sa cap',
  'Bonus expired': 'Nag-expire na bonus',
  'Bonus forfeited': 'Na-forfeit na bonus',
  Adjustment: 'Adjustment',

  // Responsible Gaming
  'Daily deposit limit': 'Limit sa deposit kada araw',
  'Weekly deposit limit': 'Limit sa deposit kada linggo',
  'Monthly deposit limit': 'Limit sa deposit kada buwan',
  'Daily wager limit': 'Limit sa taya kada araw',
  'Weekly wager limit': 'Limit sa taya kada linggo',
  'Monthly wager limit': 'Limit sa taya kada buwan',
  'Daily loss limit': 'Limit sa talo kada araw',
  'Weekly loss limit': 'Limit sa talo kada linggo',
  'Monthly loss limit': 'Limit sa talo kada buwan',
  'Session time limit': 'Limit sa oras ng session',
  'There is no change of this limit waiting for confirmation.':
    'Walang pagbabago sa limit na ito na naghihintay ng kumpirmasyon.',
  'This is not the change waiting for confirmation: send the same value again.':
    'Hindi ito ang pagbabagong naghihintay ng kumpirmasyon: ipadala ulit ang parehong value.',
  'This limit already has this value.': 'Ganito na ang value ng limit na ito.',
  [VIP_MESSAGES.xpRule]: `May ${XP_PER_PESO_WAGERED} XP ka sa bawat buong ₱1 na itinaya mo gamit ang totoong pera. Walang XP ang tayang binayaran ng bonus.`,
  [CONTEST_MESSAGES.intro]: `Tumaya sa slots gamit ang totoong pera ngayong araw. May bonus ang top ${CONTEST_TOP} na player.`,
  [POINTS_MESSAGES.earnRule]:
    'May points ang bawat settled na taya gamit ang totoong pera. Walang points ang tayang binayaran ng bonus.',
  [RG_MESSAGES.intro]:
    'Kontrolin ang paglalaro mo: magtakda ng mga limit, makatanggap ng paalala sa oras ng paglalaro mo, mag-break, o i-exclude ang sarili mo.',
  [RG_MESSAGES.moneyLimitRange]: `Maglagay ng buong piso mula 1 hanggang ${groupedNumber(RG_MONEY_LIMIT_MAX_PESOS)}`,
  [RG_MESSAGES.sessionRange]: `Maglagay ng minuto mula ${RG_SESSION_MINUTES.min} hanggang ${RG_SESSION_MINUTES.max}`,
  'This account cannot be opened or used: the person is on the restricted persons list. Please contact customer service.':
    'Hindi puwedeng buksan o gamitin ang account na ito: nasa listahan ng restricted persons ang taong ito. Makipag-ugnayan sa customer service.',
  ...limitMessages(),
  'You are taking a break until {0}. Deposits, games and bonuses are paused until then.':
    'Naka-break ka hanggang {0}. Naka-pause ang deposit, mga laro at bonus hanggang doon.',
  'You have excluded yourself from play until {0}. Sign-in is closed until then.':
    'Naka-self-exclusion ka hanggang {0}. Hindi ka makakapag-login hanggang doon.',
  'You are already excluded until {0}.': 'Naka-self-exclusion ka na hanggang {0}.',
  'While you are self-excluded you can only withdraw your balance. Play, deposits and bonuses are closed.':
    'Habang naka-self-exclusion ka, puwede ka lang mag-withdraw ng balance mo. Sarado ang paglalaro, deposit at bonus.',
  'This withdrawal sign-in has expired. Sign in again to withdraw your balance.':
    'Nag-expire na ang login na ito para sa withdrawal. Mag-login ulit para ma-withdraw ang balance mo.',
  'You are already on a break until {0}; a break can only be made longer.':
    'Naka-break ka na hanggang {0}; puwede lang pahabain ang break.',
  [`Raising or removing a limit takes effect after ${RG_RAISE_DELAY_HOURS} hours: confirm it again from {0}.`]: `Magkakabisa ang pagtaas o pag-alis ng limit pagkalipas ng ${RG_RAISE_DELAY_HOURS} oras: kumpirmahin ito ulit simula {0}.`,
  'Your self-exclusion cannot be ended before {0}. You can ask to end it from then.':
    'Hindi puwedeng tapusin ang self-exclusion mo bago ang {0}. Puwede mong hilinging tapusin ito simula noon.',
  'This self-exclusion cannot be ended early. It ends by itself on {0}.':
    'Hindi puwedeng tapusin nang maaga ang self-exclusion na ito. Kusa itong matatapos sa {0}.',
  'This self-exclusion was set by our team and cannot be ended early. Please contact customer service.':
    'Itinakda ng aming team ang self-exclusion na ito at hindi ito puwedeng tapusin nang maaga. Makipag-ugnayan sa customer service.',
  'You are not self-excluded.': 'Hindi ka naka-self-exclusion.',
  [`Ending a self-exclusion takes effect after ${RG_EXCLUSION_END_DELAY_HOURS} hours: confirm it from {0}.`]: `Magkakabisa ang pagtatapos ng self-exclusion pagkalipas ng ${RG_EXCLUSION_END_DELAY_HOURS} oras: kumpirmahin ito simula {0}.`,
  'There is no request to end your self-exclusion waiting for confirmation. Ask again to start over.':
    'Walang hiling na tapusin ang self-exclusion mo na naghihintay ng kumpirmasyon. Humiling ulit para magsimula muli.',

  // Daily wins and invitations
  "You have claimed today's reward. Come back tomorrow.":
    'Na-claim mo na ang reward ngayong araw. Balik ka bukas.',
  'Verify your identity (KYC) to claim daily wins.':
    'I-verify ang identity mo (KYC) para ma-claim ang daily wins.',
  'Signed up on your device': 'Nag-register sa device mo',
  'Uses your phone number': 'Gamit ang numero ng telepono mo',
  'You cannot invite yourself': 'Hindi mo puwedeng imbitahin ang sarili mo',
  'When a friend signs up with your link, verifies their identity (KYC) and makes a first deposit, you earn a bonus.':
    'Kapag nag-register ang friend mo gamit ang link mo, na-verify ang identity niya (KYC) at nag-first deposit siya, may bonus ka.',
  'First deposit was below ₱{0}': 'Mas mababa sa ₱{0} ang unang deposit',
  'Daily reward limit reached: paid tomorrow':
    'Naabot na ang limit ng reward ngayong araw: bukas ito ibibigay',

  // The API client and the error envelope
  'Authentication required': 'Kailangan mong mag-login',
  'Unknown error': 'Hindi alam na error',
  'Network error': 'Problema sa network',
  'Could not sign the request': 'Hindi ma-sign ang request',
  Unauthorized: 'Hindi awtorisado',
  'Request failed with status {0}': 'Hindi natuloy ang request (status {0})',
  'An error occurred': 'Nagka-error',
  'Not found': 'Hindi nahanap',
  'Empty CBOR body': 'Walang laman ang CBOR body',
  'Malformed CBOR body': 'Sira ang CBOR body',
};
