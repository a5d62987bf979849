import type { Language } from '@pisoplay/contract';

/** One text to one phone. `text` already contains `code` where the code belongs. */
export type SmsMessage = {
  country_code: string;
  phone: string;
  text: string;
  /** The one-time code inside `text`; gateways with an OTP endpoint take it separately. */
  code: string;
};

/** Sends texts. Throws SmsSendError when the gateway refuses or cannot be reached. */
export type SmsSender = {
  readonly kind: 'simulator' | 'semaphore';
  send(message: SmsMessage): Promise<void>;
};

export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}

/** The message template; `{otp}` marks the code (Semaphore's placeholder). */
export const OTP_TEMPLATE =
  'Your PisoPlay code is {otp}. It expires in 5 minutes. Never share it with anyone.';

/** The message in each language a player reads (docs/i18n.md, "On the server"). */
export const OTP_TEMPLATES: Record<Language, string> = {
  en_US: OTP_TEMPLATE,
  fil_PH:
    'Ang PisoPlay code mo ay {otp}. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibigay kahit kanino.',
};

export const renderOtpText = (code: string, template: string = OTP_TEMPLATE): string =>
  template.replace('{otp}', code);
