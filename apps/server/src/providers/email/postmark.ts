import { EmailSendError } from './email-sender.ts';
import type { EmailSender } from './email-sender.ts';

export type PostmarkOptions = {
  baseUrl: string;
  /** The Postmark server's API token (header X-Postmark-Server-Token). */
  serverToken: string;
  /** A confirmed sender signature or an address of a verified domain, e.g. 'PisoPlay <no-reply@pisoplay.ph>'. */
  from: string;
  /** The transactional stream ('outbound' is Postmark's default one). */
  messageStream: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** Postmark's answer: ErrorCode 0 and a MessageID when the email was accepted. */
type PostmarkReply = { ErrorCode?: number; Message?: string; MessageID?: string };

/**
 * Postmark (postmarkapp.com), a transactional email service: POST {base}/email with the JSON
 * message (From, To, Subject, TextBody, Tag, MessageStream). Accepted is HTTP 200 with
 * ErrorCode 0; anything else (401 bad token, 422 with Postmark's ErrorCode, 429, 5xx, no
 * answer within the timeout) is a failure with Postmark's reason.
 */
export function createPostmarkSender(options: PostmarkOptions): EmailSender {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/email`;
  return {
    kind: 'postmark',
    async send(message) {
      let response: Response;
      let reply: PostmarkReply | null;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            'x-postmark-server-token': options.serverToken,
          },
          body: JSON.stringify({
            From: options.from,
            To: message.to,
            Subject: message.subject,
            TextBody: message.text,
            Tag: message.tag,
            MessageStream: options.messageStream,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        reply = (await response.json().catch(() => null)) as PostmarkReply | null;
      } catch (error) {
        throw new EmailSendError('Postmark could not be reached', { cause: error });
      }
      if (!response.ok || reply?.ErrorCode !== 0 || !reply.MessageID) {
        const reason = reply?.ErrorCode === undefined ? '' : ` ${reply.ErrorCode} ${reply.Message}`;
        throw new EmailSendError(`Postmark refused the email: HTTP ${response.status}${reason}`, {
          cause: reply,
        });
      }
    },
  };
}
