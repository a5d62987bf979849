import type { Config } from '../../config.ts';
import type { Clock } from '../clock.ts';
import type { EmailSender } from './email-sender.ts';
import { createPostmarkSender } from './postmark.ts';
import { createEmailSimulator } from './simulator.ts';

export type { EmailMessage, EmailSender } from './email-sender.ts';
export { EmailSendError } from './email-sender.ts';
export { codeEmail } from './code-email.ts';
export type { EmailCodePurpose } from './code-email.ts';
export { isEmailSimulator } from './simulator.ts';
export type { EmailOutboxEntry, EmailSimulator } from './simulator.ts';

/** The email sender chosen by EMAIL_PROVIDER; a missing token or sender stops the boot. */
export function createEmailSender(config: Config, clock: Clock): EmailSender {
  if (config.EMAIL_PROVIDER === 'postmark') {
    if (!config.POSTMARK_SERVER_TOKEN || !config.EMAIL_FROM) {
      throw new Error('EMAIL_PROVIDER=postmark needs POSTMARK_SERVER_TOKEN and EMAIL_FROM');
    }
    return createPostmarkSender({
      baseUrl: config.POSTMARK_BASE_URL,
      serverToken: config.POSTMARK_SERVER_TOKEN,
      from: config.EMAIL_FROM,
      messageStream: config.POSTMARK_MESSAGE_STREAM,
    });
  }
  return createEmailSimulator(() => clock.now());
}
