import {
  RG_EXCLUSION_IRREVOCABLE_MONTHS,
  RG_SESSION_BREAK_MINUTES,
  type RgCoolOffPeriod,
  type RgExclusionPeriod,
  type RgMoneyKind,
  type RgPeriod,
} from '@pisoplay/contract';

const USED_IN = {
  day: 'today',
  week: 'this week',
  month: 'this month',
} satisfies Record<RgPeriod, string>;

/**
 * The Responsible Gaming screen's texts. The limits' titles and the server's messages (a raise
 * that waits, a restriction in force) come from the contract: RG_LIMIT_TITLES, RG_MESSAGES.
 */
export const RG_COPY = {
  intro:
    'Keep your play in hand: set limits, get a reminder of your time played, take a break or exclude yourself.',
  loading: 'Loading your limits',
  error: 'Your responsible gaming settings could not be loaded.',
  retry: 'Try again',

  restrictionTitles: {
    cool_off: 'You are on a break',
    exclusion: 'You are self-excluded',
  },
  setByOperator: 'Set by our team.',

  groups: {
    deposit: 'Deposit limits',
    wager: 'Wager limits',
    loss: 'Loss limits',
  } satisfies Record<RgMoneyKind, string>,
  groupIntros: {
    deposit: 'The most you can deposit in a day, a week or a month.',
    wager: 'The most you can bet in a day, a week or a month.',
    loss: 'The most you can lose (bets less wins) in a day, a week or a month.',
  } satisfies Record<RgMoneyKind, string>,
  sessionGroup: 'Session time',
  sessionIntro: `How long one play session may last. A session ends after ${RG_SESSION_BREAK_MINUTES} minutes without a bet.`,
  limitRules:
    'Lowering a limit applies at once. Raising or removing one takes effect after 24 hours, when you confirm it again.',

  noLimit: 'No limit',
  minutes: (minutes: number | string) => `${minutes} minutes`,
  usedMoney: (amount: string, period: RgPeriod) => `${amount} used ${USED_IN[period]}`,
  usedSession: (minutes: string) => `${minutes} minutes played this session`,
  resets: (at: string) => `Resets ${at}`,
  pendingRaise: (value: string) => `Waiting change: raise to ${value}`,
  pendingRemoval: 'Waiting change: remove the limit',
  pendingFrom: (at: string) => `Confirm it from ${at}.`,
  pendingReady: 'You can confirm it now.',
  confirm: 'Confirm',
  confirmLabel: (title: string) => `Confirm the change of your ${title.toLowerCase()}`,
  confirmed: (title: string) => `${title}: change confirmed.`,
  edit: 'Edit',
  editLabel: (title: string) => `Edit ${title.toLowerCase()}`,

  valueLabels: { money: 'New limit in pesos', session: 'New limit in minutes' },
  current: (value: string) => `Now: ${value}`,
  save: 'Save',
  remove: 'Remove limit',
  cancel: 'Cancel',
  done: 'Done',
  saved: (title: string) => `${title} saved.`,
  saveFailed: 'The limit could not be saved.',

  realityTitle: 'Reality check',
  realityIntro:
    'While you play, a reminder shows your time played and your net result at this interval.',
  realityChoices: 'Reminder interval',
  realityChoice: (minutes: number) => `${minutes} min`,
  realityChoiceLabel: (minutes: number) => `Every ${minutes} minutes`,
  realitySave: 'Save interval',
  realitySaved: (minutes: number) => `The reality check will show every ${minutes} minutes.`,
  realityFailed: 'The interval could not be saved.',

  /** The break (cooling-off) card and its confirmation. */
  break: {
    title: 'Take a break',
    intro:
      'Pause deposits, games and bonuses for a while. You can still sign in and withdraw your cash.',
    choices: 'Length of the break',
    periods: {
      '24h': '24 hours',
      '7d': '7 days',
      '30d': '30 days',
    } satisfies Record<RgCoolOffPeriod, string>,
    button: 'Take a break',
    confirmTitle: 'Take a break?',
    confirm: (period: string) => `Start a break of ${period}`,
    failed: 'The break could not be started.',
  },
  breakConsequences: (period: string) => [
    `For ${period} you cannot deposit, play games or receive bonuses.`,
    'You can still sign in, see your account and withdraw your cash.',
    'A break cannot be ended early or made shorter.',
  ],
  breakStarted: 'Your break has started.',

  /** The self-exclusion card and its confirmation. */
  exclusion: {
    title: 'Self-exclusion',
    intro:
      'Close your account to all play for 6 months, 1 year or 5 years. This is stronger than a break.',
    choices: 'Length of the self-exclusion',
    periods: {
      '6m': '6 months',
      '1y': '1 year',
      '5y': '5 years',
    } satisfies Record<RgExclusionPeriod, string>,
    button: 'Exclude myself',
    confirmTitle: 'Exclude yourself?',
    confirm: (period: string) => `Exclude me for ${period}`,
    failed: 'The self-exclusion could not be set.',
  },
  exclusionConsequences: (period: string, until: string) => [
    `Sign-in is closed for ${period}, until ${until}. You are signed out everywhere at once.`,
    `It cannot be revoked during its first ${RG_EXCLUSION_IRREVOCABLE_MONTHS} months.`,
    'Any bonus in your account is forfeited.',
  ],
  exclusionCash:
    'Your cash stays yours and can still be withdrawn. If you want it now, withdraw it before you exclude yourself.',
  withdrawFirst: 'Withdraw first',
  /** The notice shown after the sign-out, under the server's message (RG_MESSAGES.excluded). */
  excludedDetail: 'To withdraw the cash left in your account, contact Customer Service.',
} as const;
