import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';

/** The one notification channel every server listens on (docs/scaling.md, "Real-time events"). */
const CHANNEL = 'pisoplay_events';
/** PostgreSQL refuses a notification payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

type Envelope = { topic: string; from: string; data: unknown };
type Handler = (data: never, from: string) => void;

/**
 * Events between the servers of one database, over PostgreSQL's LISTEN/NOTIFY: a server
 * publishes, every server (itself included) hears it, each passes it on to whoever is connected
 * to it. Each event is its own statement, after the work it announces has committed: a NOTIFY
 * inside a writing transaction takes a cluster-wide lock through the commit's disk flush, which
 * cut a wallet-like load to a third (docs/scaling.md). Delivery is at most once: a server whose
 * listening connection was lost hears `onResume` when it listens again, and reads back what it
 * must.
 */
export function createEventBus(db: Database, log: Logger) {
  const serverId = randomUUID();
  const handlers = new Map<string, Set<Handler>>();
  const resumed = new Set<() => void>();

  db.coordination.listen(
    CHANNEL,
    (payload) => {
      let event: Envelope;
      try {
        event = JSON.parse(payload) as Envelope;
      } catch {
        log.warn({ payload: payload.slice(0, 200) }, 'an event that is not JSON was ignored');
        return;
      }
      for (const handler of handlers.get(event.topic) ?? []) {
        try {
          handler(event.data as never, event.from);
        } catch (error) {
          log.warn({ err: error, topic: event.topic }, 'an event handler failed');
        }
      }
    },
    () => resumed.forEach((handler) => handler()),
  );

  return {
    /** This server's id, as events it publishes say. */
    serverId,
    /** Sends `data` to every server's handlers of `topic`. */
    async publish(topic: string, data: unknown): Promise<void> {
      const payload = JSON.stringify({ topic, from: serverId, data } satisfies Envelope);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new Error(`event ${topic} is too large to publish (${payload.length} characters)`);
      }
      await db.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
    },
    /** Calls `handler` with each event of `topic`; answers the unsubscribe. */
    on<T>(topic: string, handler: (data: T, from: string) => void): () => void {
      const set = handlers.get(topic) ?? new Set<Handler>();
      handlers.set(topic, set);
      set.add(handler as Handler);
      return () => set.delete(handler as Handler);
    },
    /** Calls `handler` after a lost listening connection is back: events may have been missed. */
    onResume(handler: () => void): () => void {
      resumed.add(handler);
      return () => resumed.delete(handler);
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
