import { defineCopy } from '@/shared/i18n/define-copy';

/**
 * The Responsible Gaming screen's texts. The server's messages (a raise that waits, a
 * restriction in force), the screen's opening line (which the server also paints) and the limits'
 * titles come from the contract's RG_MESSAGES and RG_LIMIT_TITLES, shown through localizeMessage
 * (lib/rg-format.ts, limitTitle).
 */
export const RG_COPY = defineCopy('rg', {
  loading: 'Loading your limits',
  error: 'Your responsible gaming settings could not be loaded.',
  retry: 'Try again',

  restrictionCoolOff: 'You are on a break',
  restrictionExclusion: 'You are self-excluded',
  setByOperator: 'Set by our team.',

  groupDeposit: 'Deposit limits',
  groupWager: 'Wager limits',
  groupLoss: 'Loss limits',
  groupIntroDeposit: 'The most you can deposit in a day, a week or a month.',
  groupIntroWager: 'The most you can bet in a day, a week or a month.',
  groupIntroLoss: 'The most you can lose (bets less wins) in a day, a week or a month.',
  sessionGroup: 'Session time',
  /** `minutes`: the contract's RG_SESSION_BREAK_MINUTES. */
  sessionIntro:
    'How long one play session may last. A session ends after {minutes} minutes without a bet.',
  limitRules:
    'Lowering a limit applies at once. Raising or removing one takes effect after 24 hours, when you confirm it again.',

  noLimit: 'No limit',
  minutes: '{minutes} minutes',
  /** `period`: the limit's RgPeriod. */
  usedMoney: '{amount} used {period, select, day {today} week {this week} other {this month}}',
  usedSession: '{minutes} minutes played this session',
  resets: 'Resets {at}',
  pendingRaise: 'Waiting change: raise to {value}',
  pendingRemoval: 'Waiting change: remove the limit',
  pendingFrom: 'Confirm it from {at}.',
  pendingReady: 'You can confirm it now.',
  confirm: 'Confirm',
  /** `title`: the limit's title in lower case. */
  confirmLabel: 'Confirm the change of your {title}',
  confirmed: '{title}: change confirmed.',
  edit: 'Edit',
  /** `title`: the limit's title in lower case. */
  editLabel: 'Edit {title}',

  valueMoney: 'New limit in pesos',
  valueSession: 'New limit in minutes',
  current: 'Now: {value}',
  save: 'Save',
  remove: 'Remove limit',
  cancel: 'Cancel',
  done: 'Done',
  saved: '{title} saved.',
  saveFailed: 'The limit could not be saved.',

  realityTitle: 'Reality check',
  realityIntro:
    'While you play, a reminder shows your time played and your net result at this interval.',
  realityChoices: 'Reminder interval',
  realityChoice: '{minutes} min',
  realityChoiceLabel: 'Every {minutes} minutes',
  realitySave: 'Save interval',
  realitySaved: 'The reality check will show every {minutes} minutes.',
  realityFailed: 'The interval could not be saved.',

  // The break (cooling-off) card and its confirmation.
  breakTitle: 'Take a break',
  breakIntro:
    'Pause deposits, games and bonuses for a while. You can still sign in and withdraw your cash.',
  breakChoices: 'Length of the break',
  break24h: '24 hours',
  break7d: '7 days',
  break30d: '30 days',
  breakButton: 'Take a break',
  breakConfirmTitle: 'Take a break?',
  breakConfirm: 'Start a break of {period}',
  breakFailed: 'The break could not be started.',
  breakConsequence1: 'For {period} you cannot deposit, play games or receive bonuses.',
  breakConsequence2: 'You can still sign in, see your account and withdraw your cash.',
  breakConsequence3: 'A break cannot be ended early or made shorter.',
  breakStarted: 'Your break has started.',

  // The self-exclusion card and its confirmation.
  exclusionTitle: 'Self-exclusion',
  exclusionIntro:
    'Close your account to all play for 6 months, 1 year or 5 years. This is stronger than a break.',
  exclusionChoices: 'Length of the self-exclusion',
  exclusion6m: '6 months',
  exclusion1y: '1 year',
  exclusion5y: '5 years',
  exclusionButton: 'Exclude myself',
  exclusionConfirmTitle: 'Exclude yourself?',
  exclusionConfirm: 'Exclude me for {period}',
  exclusionFailed: 'The self-exclusion could not be set.',
  exclusionConsequence1:
    'Sign-in is closed for {period}, until {until}. You are signed out everywhere at once.',
  /** `months`: the contract's RG_EXCLUSION_IRREVOCABLE_MONTHS. */
  exclusionConsequence2: 'It cannot be revoked during its first {months} months.',
  exclusionConsequence3: 'Any bonus in your account is forfeited.',
  exclusionCash:
    'Your cash stays yours and can still be withdrawn. If you want it now, withdraw it before you exclude yourself.',
  withdrawFirst: 'Withdraw first',
  /** The notice shown after the sign-out, under the server's message (RG_MESSAGES.excluded). */
  excludedDetail:
    'To withdraw the cash left in your account, sign in again and choose Withdraw my balance.',
});

/**
 * The self-exclusion screen of a withdraw-only session (docs/responsible-gaming.md): what the
 * Responsible Gaming route shows a self-excluded player who signed in to withdraw their cash.
 */
export const WITHDRAW_ONLY_COPY = defineCopy('rgWithdrawOnly', {
  title: 'Self-exclusion',
  /** `until`: the exclusion's end, as RG_MESSAGES.until writes it. */
  excludedUntil: 'Your account is self-excluded until {until}.',
  closed: 'Play, deposits and bonuses are closed until then. You can still withdraw your balance.',
  /** `time`: when the session ends, in Philippine time. */
  sessionEnds: 'This session is for withdrawing only. It ends at {time}.',
  balanceTitle: 'Your balance',
  balance: 'Balance',
  withdrawable: 'Withdrawable',
  loading: 'Loading your balance',
  loadFailed: 'Your balance could not be loaded.',
  retry: 'Try again',
  withdraw: 'Withdraw',
  accounts: 'Withdrawal accounts',
  helpTitle: 'Need help?',
  service: 'Customer Service',
  helpCenter: 'Help Center',
  signOut: 'Logout',
  signOutFailed: 'Logout failed',
});

/**
 * Ending a self-exclusion early, on the withdraw-only screen (docs/responsible-gaming.md): after
 * its irrevocable months the player asks, then confirms from 24 hours later. The server's
 * refusals (too early, nothing to confirm) come from the contract's RG_MESSAGES.
 */
export const EXCLUSION_END_COPY = defineCopy('rgExclusionEnd', {
  title: 'End my self-exclusion',
  /** `from`: when the irrevocable months end, as RG_MESSAGES.until writes it. */
  notYet: 'You can ask to end your self-exclusion early from {from}.',
  /** `months`: the contract's RG_EXCLUSION_IRREVOCABLE_MONTHS. */
  intro: 'The first {months} months of your self-exclusion are over. You can ask to end it early.',
  /** `hours` and `days`: the contract's RG_EXCLUSION_END_DELAY_HOURS and _LAPSE_DAYS. */
  rules:
    'It takes two steps: ask now, then confirm from {hours} hours later, when you sign in again to withdraw. A request not confirmed within {days} days lapses. Until you confirm, your self-exclusion stays in force.',
  ask: 'Ask to end my self-exclusion',
  /** `at`: when the player asked. */
  asked: 'You asked to end your self-exclusion on {at}.',
  /** `from`, `lapses`: from when it can be confirmed, and when the request lapses. */
  confirmFrom: 'You can confirm it from {from} until {lapses}. Sign in again then.',
  confirmNow:
    'You can confirm it now, until {lapses}. Once you confirm, you can sign in and play again.',
  confirm: 'End my self-exclusion now',
  cancel: 'Withdraw my request',
  cancelled: 'Your request was withdrawn. Your self-exclusion stays in force.',
  failed: 'Your request could not be sent.',
  loadFailed: 'Your self-exclusion could not be loaded.',
  retry: 'Try again',
  ended: 'Your self-exclusion has ended',
  endedDetail: 'Sign in again to play. This session stays for withdrawing only until you sign out.',
  signIn: 'Sign in again',
});
