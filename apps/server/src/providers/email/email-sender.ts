/** One plain-text email to one address. `text` already contains `code`. */
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The one-time code inside `text` (the development outbox shows it on its own). */
  code: string;
  /** What kind of email it is ('password-reset', 'email-verify'), for the provider's reports. */
  tag: string;
};

/** Sends emails. Throws EmailSendError when the provider refuses or cannot be reached. */
export type EmailSender = {
  readonly kind: 'simulator' | 'postmark';
  send(message: EmailMessage): Promise<void>;
};

export class EmailSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmailSendError';
  }
}
