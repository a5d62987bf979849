import type { SmsMessage, SmsSender } from './sms-sender.ts';

export type OutboxEntry = SmsMessage & { sent_at: string };

/** Keeps sent texts in memory instead of sending them (development and tests). */
export type SmsSimulator = SmsSender & {
  readonly kind: 'simulator';
  /** Newest first; optionally only one phone's texts. */
  outbox(filter?: { phone?: string; limit?: number }): OutboxEntry[];
};

const KEEP = 500;

export function createSmsSimulator(now: () => number = Date.now): SmsSimulator {
  const sent: OutboxEntry[] = [];
  return {
    kind: 'simulator',
    async send(message) {
      sent.push({ ...message, sent_at: new Date(now()).toISOString() });
      if (sent.length > KEEP) sent.splice(0, sent.length - KEEP);
    },
    outbox(filter = {}) {
      const rows = sent.filter((m) => !filter.phone || m.phone === filter.phone).reverse();
      return rows.slice(0, filter.limit ?? 100);
    },
  };
}

export const isSmsSimulator = (sender: SmsSender): sender is SmsSimulator =>
  sender.kind === 'simulator' && 'outbox' in sender;
