/** A message a simulator "sent", with the time it went. */
export type Sent<M> = M & { sent_at: string };

/** Which sent messages to read: one recipient's (all when absent), at most `limit` (100). */
export type OutboxFilter = { to?: string; limit?: number };

/** A sender that keeps what it "sends" in memory, for the development outbox and tests. */
export type SimulatedSender<M> = {
  readonly kind: 'simulator';
  send(message: M): Promise<void>;
  /** Newest first. */
  outbox(filter?: OutboxFilter): Sent<M>[];
};

const KEEP = 500;

/**
 * The SMS and email simulators: they send nothing and keep the newest 500 messages in memory.
 * `recipientOf` names the phone or address a message went to, for the outbox's filter.
 */
export function createSimulatedSender<M extends object>(
  recipientOf: (message: M) => string,
  now: () => number,
): SimulatedSender<M> {
  const sent: Sent<M>[] = [];
  return {
    kind: 'simulator',
    async send(message) {
      sent.push({ ...message, sent_at: new Date(now()).toISOString() });
      if (sent.length > KEEP) sent.splice(0, sent.length - KEEP);
    },
    outbox(filter = {}) {
      const rows = sent.filter((m) => !filter.to || recipientOf(m) === filter.to).reverse();
      return rows.slice(0, filter.limit ?? 100);
    },
  };
}
