import { SmsSendError, OTP_TEMPLATE } from './sms-sender.ts';
import type { SmsSender } from './sms-sender.ts';

export type SemaphoreOptions = {
  baseUrl: string;
  apiKey: string;
  senderName?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

type SemaphoreMessage = { message_id?: number | string; status?: string };

/**
 * Semaphore (semaphore.co), a Philippine SMS gateway. Uses its OTP endpoint,
 * POST {base}/api/v4/otp with form fields apikey, number, message (with the {otp} placeholder),
 * code (our code, so Semaphore does not pick one) and sendername. A success is a JSON array of
 * message objects; anything else is a failure.
 */
export function createSemaphoreSender(options: SemaphoreOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/api/v4/otp`;
  return {
    kind: 'semaphore',
    async send(message) {
      const form = new URLSearchParams({
        apikey: options.apiKey,
        number: `${message.country_code}${message.phone}`,
        message: message.text.includes(message.code)
          ? message.text.replace(message.code, '{otp}')
          : OTP_TEMPLATE,
        code: message.code,
      });
      if (options.senderName) form.set('sendername', options.senderName);
      let response: Response;
      let body: unknown;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        body = await response.json().catch(() => null);
      } catch (error) {
        throw new SmsSendError('Semaphore could not be reached', { cause: error });
      }
      if (!response.ok) {
        throw new SmsSendError(`Semaphore answered HTTP ${response.status}`, { cause: body });
      }
      const first = Array.isArray(body) ? (body[0] as SemaphoreMessage | undefined) : undefined;
      if (!first || first.message_id === undefined || /fail|refund/i.test(first.status ?? '')) {
        throw new SmsSendError('Semaphore refused the message', { cause: body });
      }
    },
  };
}
