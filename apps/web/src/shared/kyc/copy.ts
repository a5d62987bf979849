/**
 * The KYC reminder modals of spec 8.2, letter for letter ('Vertification' is the spec's
 * spelling). One place for every screen that stops an action until KYC is done: the home
 * header's Deposit today, the KYC action gate (spec 4.3) later.
 */
export const KYC_REMINDER_COPY = {
  /** The spec writes the title as 'Please Complete / Your KYC Account Vertification': two lines. */
  titleLines: ['Please Complete', 'Your KYC Account Vertification'],
  title: 'Please Complete Your KYC Account Vertification',
  text: {
    deposit:
      "According to the regulator's regulations, you must complete the KYC certification process before you can use the wallet function!",
  },
  goToKyc: 'Go To KYC Verify Now',
  close: 'Close',
} as const;

/** The action a reminder is about; each has its own text. */
export type KycReminderKind = keyof typeof KYC_REMINDER_COPY.text;
