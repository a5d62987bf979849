import { OTP_TTL_SECONDS } from '@pisoplay/contract';
import type { Language } from '@pisoplay/contract';
import type { EmailMessage } from './email-sender.ts';

/** What a code is for by email: a forgotten password, or proving a new address. */
export type EmailCodePurpose = 'reset' | 'verify';

const MINUTES = OTP_TTL_SECONDS / 60;

const TAGS: Record<EmailCodePurpose, string> = { reset: 'password-reset', verify: 'email-verify' };

/** The email's words in each language a player reads (docs/i18n.md, "On the server"). */
const WORDING: Record<
  Language,
  {
    subject: Record<EmailCodePurpose, string>;
    why: Record<EmailCodePurpose, string>;
    code: (code: string) => string;
    notYou: string;
  }
> = {
  en_US: {
    subject: {
      reset: 'Your PisoPlay password reset code',
      verify: 'Your PisoPlay email verification code',
    },
    why: {
      reset: 'Someone asked to reset the password of the PisoPlay account with this email address.',
      verify: 'Someone asked to add this email address to a PisoPlay account.',
    },
    code: (code) =>
      `Your PisoPlay code is ${code}. It expires in ${MINUTES} minutes. Never share it with anyone.`,
    notYou: 'If it was not you, ignore this email: nothing changes without the code.',
  },
  fil_PH: {
    subject: {
      reset: 'Ang code mo sa pag-reset ng PisoPlay password',
      verify: 'Ang code mo sa pag-verify ng email sa PisoPlay',
    },
    why: {
      reset:
        'May humiling na i-reset ang password ng PisoPlay account na may ganitong email address.',
      verify: 'May humiling na idagdag ang email address na ito sa isang PisoPlay account.',
    },
    code: (code) =>
      `Ang PisoPlay code mo ay ${code}. Mag-e-expire ito sa loob ng ${MINUTES} minuto. Huwag itong ibigay kahit kanino.`,
    notYou:
      'Kung hindi ikaw ito, huwag pansinin ang email na ito: walang magbabago kung wala ang code.',
  },
};

/** The email that carries a code (everything but the address), in the player's language. */
export function codeEmail(
  purpose: EmailCodePurpose,
  code: string,
  language: Language = 'en_US',
): Omit<EmailMessage, 'to'> {
  const words = WORDING[language];
  const text = [words.code(code), '', `${words.why[purpose]} ${words.notYou}`].join('\n');
  return { subject: words.subject[purpose], text, code, tag: TAGS[purpose] };
}
