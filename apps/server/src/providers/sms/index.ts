import type { Config } from '../../config.ts';
import type { Clock } from '../clock.ts';
import { createSemaphoreSender } from './semaphore.ts';
import { createSmsSimulator } from './simulator.ts';
import type { SmsSender } from './sms-sender.ts';

export type { SmsMessage, SmsSender } from './sms-sender.ts';
export { OTP_TEMPLATES, SmsSendError, renderOtpText } from './sms-sender.ts';
export { isSmsSimulator } from './simulator.ts';
export type { OutboxEntry, SmsSimulator } from './simulator.ts';

/** The SMS sender chosen by SMS_PROVIDER; a missing key stops the boot. */
export function createSmsSender(config: Config, clock: Clock): SmsSender {
  if (config.SMS_PROVIDER === 'semaphore') {
    if (!config.SEMAPHORE_API_KEY)
      throw new Error('SMS_PROVIDER=semaphore needs SEMAPHORE_API_KEY');
    return createSemaphoreSender({
      baseUrl: config.SEMAPHORE_BASE_URL,
      apiKey: config.SEMAPHORE_API_KEY,
      senderName: config.SEMAPHORE_SENDER_NAME,
    });
  }
  return createSmsSimulator(() => clock.now());
}
