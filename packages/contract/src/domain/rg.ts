/**
 * Responsible gaming (beyond the spec; required of Philippine operators; docs/responsible-gaming.md):
 * limits a player sets on their own play, the reality check, cooling-off and self-exclusion.
 */
import { MANILA_OFFSET_MS, formatManilaDate, formatManilaTime } from './dates.ts';
import { groupedNumber } from './wording.ts';

/** The money a limit can cap over a period: deposits, stakes, or net loss (stakes less wins). */
export const RG_MONEY_KINDS = ['deposit', 'wager', 'loss'] as const;
export type RgMoneyKind = (typeof RG_MONEY_KINDS)[number];
/** Calendar periods in Philippine time: the day, the week from Monday, the month. */
export const RG_PERIODS = ['day', 'week', 'month'] as const;
export type RgPeriod = (typeof RG_PERIODS)[number];

/** Every limit a player can set: nine money limits and the session-time limit (minutes). */
export const RG_LIMITS = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'wager_day',
  'wager_week',
  'wager_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'session',
] as const;
export type RgLimitKey = (typeof RG_LIMITS)[number];

/** A money limit's kind and period; null for the session-time limit. */
export function moneyLimitOf(key: RgLimitKey): { kind: RgMoneyKind; period: RgPeriod } | null {
  if (key === 'session') return null;
  const [kind, period] = key.split('_') as [RgMoneyKind, RgPeriod];
  return { kind, period };
}

/** Money limits in whole pesos, from ₱1 to ₱10,000,000; the session limit in minutes. */
export const RG_MONEY_LIMIT_MAX_PESOS = 10_000_000;
export const RG_SESSION_MINUTES = { min: 15, max: 24 * 60 } as const;
/** Raising or removing a limit waits this long, then needs the player's second confirmation. */
export const RG_RAISE_DELAY_HOURS = 24;
/** A play session ends after this long without a bet; the next bet starts a new one. */
export const RG_SESSION_BREAK_MINUTES = 30;
/** The reality check's intervals a player can choose from, and the default. */
export const RG_REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;
export const RG_REALITY_CHECK_DEFAULT = 30;

/** Cooling-off periods, in hours. */
export const RG_COOL_OFF_PERIODS = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 } as const;
export type RgCoolOffPeriod = keyof typeof RG_COOL_OFF_PERIODS;
/** Self-exclusion periods, in months (the regulator's: 6 months, 1 year, 5 years). */
export const RG_EXCLUSION_PERIODS = { '6m': 6, '1y': 12, '5y': 60 } as const;
export type RgExclusionPeriod = keyof typeof RG_EXCLUSION_PERIODS;
/** The first months of a self-exclusion that nobody can revoke. */
export const RG_EXCLUSION_IRREVOCABLE_MONTHS = 6;
/**
 * Ending a self-exclusion after its irrevocable months takes two steps: the player asks, then
 * confirms from this long later (the limits' delay: a decision slept on, not taken in a moment)...
 */
export const RG_EXCLUSION_END_DELAY_HOURS = RG_RAISE_DELAY_HOURS;
/** ...and a request not confirmed within this long of being made lapses. */
export const RG_EXCLUSION_END_LAPSE_DAYS = 7;

/**
 * What a session may do: everything ('full'), or, for a self-excluded player, only what
 * withdrawing their cash needs ('withdraw'; docs/responsible-gaming.md, "Withdraw-only access").
 */
export const SESSION_SCOPES = ['full', 'withdraw'] as const;
export type SessionScope = (typeof SESSION_SCOPES)[number];
/** A withdraw-only session ends this long after sign-in at the latest (sooner if the exclusion does). */
export const WITHDRAW_ONLY_SESSION_MINUTES = 30;
/** The ticket a refused sign-in carries is good for one withdraw-only sign-in within this long. */
export const WITHDRAW_TICKET_MINUTES = 10;

/** A withdraw-only session, as its sign-in reply and the profile describe it. */
export type WithdrawOnly = {
  /** When the self-exclusion ends (ISO time); play, deposits and bonuses stay closed until then. */
  excluded_until: string;
};

export type RgRestrictionKind = 'cool_off' | 'exclusion';

/**
 * A limit as it stands: the value in effect (pesos '500.00', or minutes for the session limit;
 * null for none), what is used of it in the current period (pesos; minutes of this session), when
 * that period ends, and a raise or removal waiting for its time (`from`) and the player's
 * confirmation.
 */
export type RgLimit = {
  limit: RgLimitKey;
  value: string | null;
  used: string;
  resets_at: string | null;
  pending: { value: string | null; from: string } | null;
};

/** The play session the reality check reports: since when, minutes played, staked, won, net. */
export type RgSession = {
  started_at: string;
  minutes: number;
  staked: string;
  won: string;
  net: string;
};

/** A cooling-off or self-exclusion in force: until when, and who set it. */
export type RgRestriction = {
  kind: RgRestrictionKind;
  started_at: string;
  until: string;
  irrevocable_until: string | null;
  set_by: 'player' | 'operator';
};

/** `GET /member/rg`: the player's limits, reality check, current play session and restriction. */
export type RgStatus = {
  limits: RgLimit[];
  reality_check_minutes: number;
  session: RgSession | null;
  restriction: RgRestriction | null;
};

/**
 * A player's request to end their self-exclusion early: when they asked, from when they may
 * confirm it (24 hours later) and when it lapses unconfirmed (7 days after asking).
 */
export type RgExclusionEndRequest = {
  requested_at: string;
  confirm_from: string;
  lapses_at: string;
};

/** The self-exclusion in force, as the withdraw-only screen shows it. */
export type RgExcluded = {
  /** When it lifts by itself. */
  until: string;
  /**
   * From when the player may ask to end it early (its irrevocable months' end); null when they
   * cannot: its irrevocable part lasts until its end (6 months), or an operator set it.
   */
  end_from: string | null;
  /** The request to end it that waits for the player's confirmation, if any. */
  end_request: RgExclusionEndRequest | null;
};

/**
 * `GET /member/rg/exclusion` and `POST /member/rg/exclusion/end`: the self-exclusion in force;
 * null when there is none (never was, lifted by itself, or ended by the player's confirmation).
 */
export type RgExclusionStatus = { exclusion: RgExcluded | null };

/** What became of a request to end a self-exclusion ('pending': waiting for confirmation). */
export const RG_EXCLUSION_END_STATES = ['pending', 'confirmed', 'cancelled', 'lapsed'] as const;
export type RgExclusionEndState = (typeof RG_EXCLUSION_END_STATES)[number];

/** A request to end a self-exclusion as the operators see it: every step, when and from where. */
export type RgExclusionEndRecord = RgExclusionEndRequest & {
  id: number;
  state: RgExclusionEndState;
  /** The exclusion's end when the player asked. */
  exclusion_until: string;
  /** When it was confirmed or withdrawn by the player, or lapsed; null while pending. */
  closed_at: string | null;
  /** The address of the (withdraw-only) session the player asked from, and closed it from. */
  requested_ip: string;
  closed_ip: string | null;
};

/** What a limit change did: applied at once, or waiting for its time and a confirmation. */
export type RgLimitChange = { status: RgStatus; applied: boolean; pending_from: string | null };

/** Titles of the limits, as the screen and the messages name them. */
export const RG_LIMIT_TITLES: Record<RgLimitKey, string> = {
  deposit_day: 'Daily deposit limit',
  deposit_week: 'Weekly deposit limit',
  deposit_month: 'Monthly deposit limit',
  wager_day: 'Daily wager limit',
  wager_week: 'Weekly wager limit',
  wager_month: 'Monthly wager limit',
  loss_day: 'Daily loss limit',
  loss_week: 'Weekly loss limit',
  loss_month: 'Monthly loss limit',
  session: 'Session time limit',
};

const untilText = (at: number | string) => `${formatManilaDate(at)}, ${formatManilaTime(at)}`;

/** Every message of responsible gaming, shared by the server's refusals and the screen. */
export const RG_MESSAGES = {
  /** The screen's opening line; the server also paints it into the page it serves (SPLASH_LEADS). */
  intro:
    'Keep your play in hand: set limits, get a reminder of your time played, take a break or exclude yourself.',
  until: untilText,
  depositLimit: (key: RgLimitKey, left: string) =>
    `This deposit would go over your ${RG_LIMIT_TITLES[key].toLowerCase()}. You can deposit up to ₱${left} until it resets.`,
  playLimit: (key: RgLimitKey) =>
    key === 'session'
      ? `You have reached your session time limit. Take a ${RG_SESSION_BREAK_MINUTES}-minute break to start a new session.`
      : `You have reached your ${RG_LIMIT_TITLES[key].toLowerCase()}. Play again when it resets.`,
  coolingOff: (until: number | string) =>
    `You are taking a break until ${untilText(until)}. Deposits, games and bonuses are paused until then.`,
  excluded: (until: number | string) =>
    `You have excluded yourself from play until ${untilText(until)}. Sign-in is closed until then.`,
  alreadyExcluded: (until: number | string) =>
    `You are already excluded until ${untilText(until)}.`,
  breakShorter: (until: number | string) =>
    `You are already on a break until ${untilText(until)}; a break can only be made longer.`,
  raiseWaits: (from: number | string) =>
    `Raising or removing a limit takes effect after ${RG_RAISE_DELAY_HOURS} hours: confirm it again from ${untilText(from)}.`,
  nothingPending: 'There is no change of this limit waiting for confirmation.',
  confirmDiffers: 'This is not the change waiting for confirmation: send the same value again.',
  sameValue: 'This limit already has this value.',
  moneyLimitRange: `Enter whole pesos from 1 to ${groupedNumber(RG_MONEY_LIMIT_MAX_PESOS)}`,
  sessionRange: `Enter minutes from ${RG_SESSION_MINUTES.min} to ${RG_SESSION_MINUTES.max}`,
  operatorLooser: 'An operator can only make a restriction stricter.',
  noSuchPlayer: 'No such player',
  restrictedPerson:
    'This account cannot be opened or used: the person is on the restricted persons list. Please contact customer service.',
  /** Any call but the withdrawal's on a withdraw-only session (HTTP 403). */
  withdrawOnly:
    'While you are self-excluded you can only withdraw your balance. Play, deposits and bonuses are closed.',
  /** A withdraw-only sign-in with a ticket that is used, expired or unknown. */
  withdrawTicketInvalid:
    'This withdrawal sign-in has expired. Sign in again to withdraw your balance.',
  /** Asking to end a self-exclusion during its irrevocable months. */
  exclusionEndFrom: (from: number | string) =>
    `Your self-exclusion cannot be ended before ${untilText(from)}. You can ask to end it from then.`,
  /** Asking to end a self-exclusion whose irrevocable part lasts until its end (6 months). */
  exclusionEndsByItself: (until: number | string) =>
    `This self-exclusion cannot be ended early. It ends by itself on ${untilText(until)}.`,
  exclusionSetByOperator:
    'This self-exclusion was set by our team and cannot be ended early. Please contact customer service.',
  notExcluded: 'You are not self-excluded.',
  /** Confirming the end of a self-exclusion before its 24 hours have passed. */
  exclusionEndWaits: (from: number | string) =>
    `Ending a self-exclusion takes effect after ${RG_EXCLUSION_END_DELAY_HOURS} hours: confirm it from ${untilText(from)}.`,
  noExclusionEndRequest:
    'There is no request to end your self-exclusion waiting for confirmation. Ask again to start over.',
} as const;

/**
 * What is wrong with a limit's value as typed (whole pesos for money limits, minutes for the
 * session limit), or null when it is right: the one rule of the form and the server.
 */
export function rgLimitValueError(key: RgLimitKey, value: string): string | null {
  const whole = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (key === 'session') {
    return whole >= RG_SESSION_MINUTES.min && whole <= RG_SESSION_MINUTES.max
      ? null
      : RG_MESSAGES.sessionRange;
  }
  return whole >= 1 && whole <= RG_MONEY_LIMIT_MAX_PESOS ? null : RG_MESSAGES.moneyLimitRange;
}

/**
 * A restriction as recorded, in force or past, with the operator's reason when one set it, and
 * `planned_until`: when it was set to end, for a self-exclusion the player ended early (then
 * `until` is when their confirmation ended it); null otherwise.
 */
export type RgRestrictionRecord = RgRestriction & {
  reason: string | null;
  planned_until: string | null;
};

/**
 * `GET /admin/member/rg`: the player's responsible-gaming status, every restriction set, and every
 * request of theirs to end a self-exclusion (newest first).
 */
export type AdminRgStatus = RgStatus & {
  uid: number;
  history: RgRestrictionRecord[];
  exclusion_end_requests: RgExclusionEndRecord[];
};

/** A person on the restricted-persons list (phone in +63 form, name as on the ID, birthday). */
export type RestrictedPerson = {
  country_code: string;
  phone: string;
  name: string;
  birthday: string;
};

/** `POST /admin/rg/restricted-persons`: how many were added, and the accounts it blocked. */
export type RestrictedPersonsImport = { imported: number; blocked_uids: number[] };

/**
 * When the calendar period holding `now` began and ends, in Philippine time (the week from
 * Monday), as instants: the limits' periods, shared by the server's checks and the screen.
 */
export function rgPeriodBounds(period: RgPeriod, now: number): { start: number; end: number } {
  const local = new Date(now + MANILA_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const monday = d - ((local.getUTCDay() + 6) % 7);
  const [start, end] =
    period === 'day'
      ? [Date.UTC(y, m, d), Date.UTC(y, m, d + 1)]
      : period === 'week'
        ? [Date.UTC(y, m, monday), Date.UTC(y, m, monday + 7)]
        : [Date.UTC(y, m, 1), Date.UTC(y, m + 1, 1)];
  return { start: start - MANILA_OFFSET_MS, end: end - MANILA_OFFSET_MS };
}

/**
 * The same Manila date and time `months` later, the day kept within the month (Aug 31 + 6 months
 * is Feb 28, or 29): when a self-exclusion and its irrevocable part end.
 */
export function rgMonthsLater(at: number, months: number): number {
  const local = new Date(at + MANILA_OFFSET_MS);
  const day = local.getUTCDate();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(local.getUTCFullYear(), month + 1, 0)).getUTCDate();
  local.setUTCDate(1);
  local.setUTCMonth(month);
  local.setUTCDate(Math.min(day, lastDay));
  return local.getTime() - MANILA_OFFSET_MS;
}

/** When a self-exclusion of `period` chosen at `now` ends. */
export const rgExclusionEnd = (period: RgExclusionPeriod, now: number): number =>
  rgMonthsLater(now, RG_EXCLUSION_PERIODS[period]);
