import { createSimulatedSender } from '../simulated-sender.ts';
import type { Sent, SimulatedSender } from '../simulated-sender.ts';
import type { EmailMessage, EmailSender } from './email-sender.ts';

export type EmailOutboxEntry = Sent<EmailMessage>;

/**
 * Keeps sent emails in memory instead of sending them (development and tests); the outbox's
 * `to` is the address as the code was sent to it (lower case).
 */
export type EmailSimulator = EmailSender & SimulatedSender<EmailMessage>;

export const createEmailSimulator = (now: () => number = Date.now): EmailSimulator =>
  createSimulatedSender<EmailMessage>((m) => m.to, now);

export const isEmailSimulator = (sender: EmailSender): sender is EmailSimulator =>
  sender.kind === 'simulator' && 'outbox' in sender;
