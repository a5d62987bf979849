/**
 * The contract's message objects a player can read (docs/i18n.md, "On the server"): the rules'
 * errors of spec 5, the money and responsible-gaming texts, the API client's failures. Every
 * template of every source here has a translation in each language's table (fil_PH.ts), which
 * __tests__/i18n.test.ts checks; the server's own messages have a list of their own
 * (apps/server/src/platform/i18n/sources.ts).
 *
 * Not listed, so English for everyone: what only operators read (CONTENT_MESSAGES,
 * OPERATOR_ROLE_TITLES, APPROVAL_ACTION_TITLES, BANNER_TYPE_TITLES), and names players know in
 * English (game categories, ID types, brands).
 */
import {
  AUTH_REQUIRED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SIGNING_FAILED_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '../client/api-client.ts';
import { CBOR_MESSAGES } from '../codec.ts';
import { DEFAULT_ERROR_MESSAGE, notFound } from '../errors.ts';
import { KYC_BLOCKED_MESSAGE, KYC_STATUS_LABELS } from '../domain/kyc.ts';
import { LOYALTY_MESSAGES } from '../domain/loyalty.ts';
import { CASH_TYPE_NAMES, MONEY_HELP } from '../domain/money.ts';
import { groupedNumber } from '../domain/wording.ts';
import { RG_LIMITS, RG_LIMIT_TITLES, RG_MESSAGES } from '../domain/rg.ts';
import { CONTEST_MESSAGES } from '../domain/contest.ts';
import { POINTS_MESSAGES } from '../domain/points.ts';
import { VIP_MESSAGES } from '../domain/vip.ts';
import type { RgLimitKey } from '../domain/rg.ts';
import { FEEDBACK_TOO_LONG } from '../validation/feedback.ts';
import {
  ACCOUNT_MESSAGES,
  INPUT_MESSAGES,
  KYC_BIRTHDAY_MESSAGE,
  MONEY_MESSAGES,
  OTP_MESSAGES,
  PASSWORD_MESSAGES,
  PHONE_MESSAGES,
} from '../validation/messages.ts';

/** A message object: strings, and functions whose arguments are the message's values. */
export type MessageSource = Readonly<Record<string, unknown>>;

/**
 * The messages the KYC forms' schemas write (validation/kyc.ts keeps them inline); the test runs
 * the schemas and checks that each one they write is translated.
 */
const KYC_FORM_MESSAGES = {
  letters: 'Allowed characters: A-Z, a-z, space',
  address: 'Allowed characters: A-Z, a-z, space, comma, period',
  idType: 'ID type is required',
  occupation: 'Occupation is required',
  funds: 'Main source of funds is required',
  branch: 'Nearest branch is required',
  gender: 'Gender is required',
  nationality: 'Nationality is required',
  placeOfBirth: 'Place of birth is required',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  phone: 'Phone number is required',
  currentAddress: 'Current address is required',
  permanentAddress: 'Permanent address is required',
  idPhoto: 'Front photo of ID is required',
  selfie: 'Selfie with card is required',
  birthday: 'Date of birth is required',
  face: 'Face photo is required',
} as const;

/** An instant no message writes by itself: its date text is replaced by the template's value. */
const SAMPLE_INSTANT = Date.UTC(2031, 6, 17, 5, 42);
const withDate =
  (write: (at: number) => string) =>
  (date: string): string =>
    write(SAMPLE_INSTANT).replace(RG_MESSAGES.until(SAMPLE_INSTANT), date);
const isDepositLimit = (key: RgLimitKey) => key.startsWith('deposit_');
const perLimit = <T>(
  keys: (key: RgLimitKey) => boolean,
  write: (key: RgLimitKey) => T,
): Record<string, T> => Object.fromEntries(RG_LIMITS.filter(keys).map((key) => [key, write(key)]));

/**
 * RG_MESSAGES as templates: a message naming a limit is one template per limit it is written
 * for (a deposit refused by a deposit limit, play by the others), a date is a value ('until
 * {0}', the date as `RG_MESSAGES.until` writes it). `until` itself is a date; the operators'
 * refusals (a looser restriction, an unknown player) stay English.
 */
const OPERATOR_RG_MESSAGES = new Set(['operatorLooser', 'noSuchPlayer']);
const RG_TEMPLATES = {
  ...Object.fromEntries(
    Object.entries(RG_MESSAGES).filter(
      ([name, entry]) => typeof entry === 'string' && !OPERATOR_RG_MESSAGES.has(name),
    ),
  ),
  ...perLimit(isDepositLimit, (key) => (left: string) => RG_MESSAGES.depositLimit(key, left)),
  ...Object.fromEntries(
    Object.entries(perLimit((key) => !isDepositLimit(key), RG_MESSAGES.playLimit)).map(
      ([key, text]) => [`play_${key}`, text],
    ),
  ),
  coolingOff: withDate(RG_MESSAGES.coolingOff),
  excluded: withDate(RG_MESSAGES.excluded),
  alreadyExcluded: withDate(RG_MESSAGES.alreadyExcluded),
  breakShorter: withDate(RG_MESSAGES.breakShorter),
  raiseWaits: withDate(RG_MESSAGES.raiseWaits),
  exclusionEndFrom: withDate(RG_MESSAGES.exclusionEndFrom),
  exclusionEndsByItself: withDate(RG_MESSAGES.exclusionEndsByItself),
  exclusionEndWaits: withDate(RG_MESSAGES.exclusionEndWaits),
};

/** MONEY_HELP as templates: the deposit range's pesos are values, as `groupedNumber` writes them. */
const MONEY_HELP_TEMPLATES = {
  ...MONEY_HELP,
  depositRange: (min: string, max: string) =>
    MONEY_HELP.depositRange(1_111, 2_222_222)
      .replace(groupedNumber(1_111), min)
      .replace(groupedNumber(2_222_222), max),
};

/** The player-facing message objects of the contract, by name. */
export const PLAYER_MESSAGE_SOURCES: Readonly<Record<string, MessageSource>> = {
  INPUT_MESSAGES,
  PHONE_MESSAGES,
  PASSWORD_MESSAGES,
  // The new-password rule writes the letter-and-number message after the field's name.
  PASSWORD_RULES: { letterAndNumber: `Password${PASSWORD_MESSAGES.letterAndNumber}` },
  ACCOUNT_MESSAGES,
  OTP_MESSAGES,
  MONEY_MESSAGES,
  KYC_BIRTHDAY_MESSAGE: { KYC_BIRTHDAY_MESSAGE },
  KYC_FORM_MESSAGES,
  KYC_BLOCKED_MESSAGE: { KYC_BLOCKED_MESSAGE },
  KYC_STATUS_LABELS,
  // The feedback rules (validation/feedback.ts, calls/support.payloads.ts).
  FEEDBACK_MESSAGES: { FEEDBACK_TOO_LONG, empty: 'Please enter your feedback' },
  MONEY_HELP: MONEY_HELP_TEMPLATES,
  CASH_TYPE_NAMES,
  RG_LIMIT_TITLES,
  RG_MESSAGES: RG_TEMPLATES,
  LOYALTY_MESSAGES,
  VIP_MESSAGES,
  POINTS_MESSAGES,
  CONTEST_MESSAGES,
  API_CLIENT_MESSAGES: {
    AUTH_REQUIRED_MESSAGE,
    UNKNOWN_ERROR_MESSAGE,
    NETWORK_ERROR_MESSAGE,
    SIGNING_FAILED_MESSAGE,
    unauthorized: 'Unauthorized',
    failedStatus: (status: string) => `Request failed with status ${status}`,
  },
  ERROR_MESSAGES: { DEFAULT_ERROR_MESSAGE, notFound: notFound().message },
  CBOR_MESSAGES,
};
