import { createSimulatedSender } from '../simulated-sender.ts';
import type { Sent, SimulatedSender } from '../simulated-sender.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

export type OutboxEntry = Sent<SmsMessage>;

/**
 * Keeps sent texts in memory instead of sending them (development and tests); the outbox's
 * `to` is the national number, e.g. '9171234567'.
 */
export type SmsSimulator = SmsSender & SimulatedSender<SmsMessage>;

export const createSmsSimulator = (now: () => number = Date.now): SmsSimulator =>
  createSimulatedSender<SmsMessage>((m) => m.phone, now);

export const isSmsSimulator = (sender: SmsSender): sender is SmsSimulator =>
  sender.kind === 'simulator' && 'outbox' in sender;
