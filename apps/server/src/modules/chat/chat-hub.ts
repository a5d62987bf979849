import type { ChatServerEvent } from '@pisoplay/contract';
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { sendTo } from '../../platform/events/peer.ts';
import type { Peer } from '../../platform/events/peer.ts';
import { countOnlineOperators, leavePresence, reportPresence } from './chat-queries.ts';

/** Who an event is for: the sockets of one conversation, or every operator's. */
type Routed =
  | { to: 'player'; conversation_id: number; event: ChatServerEvent }
  | { to: 'operators'; event: ChatServerEvent };

/** How often a server tells the others its operators are still connected. */
const PRESENCE_BEAT_MS = 15_000;

/**
 * The real-time channel of every server of the database (docs/scaling.md): each server holds
 * its own sockets (players' by conversation, operators' seeing every conversation), and an
 * event goes through the event bus to every server, which passes it to its own sockets.
 * Whether an operator is online counts every server's operators (chat_presence: a row per
 * server, renewed every 15 s, so a server that died stops counting within a minute).
 * Anything a socket missed is read back over HTTP (docs/support.md).
 */
export function createChatHub(deps: {
  db: Database;
  events: EventBus;
  log: Logger;
  /** A message reached a socket of the side it was written to. */
  onDelivered: (message: { conversation_id: number; id: number; author: string }) => void;
}) {
  const { db, events, log } = deps;
  const players = new Map<number, Set<Peer>>();
  const operators = new Set<Peer>();
  let operatorOnline = false;
  let closed = false;

  const send = (peer: Peer, event: ChatServerEvent) => sendTo(peer, event);
  const presence = (): ChatServerEvent => ({
    type: 'presence',
    operator_online: operatorOnline,
  });

  function deliver(routed: Routed): void {
    const peers = routed.to === 'player' ? (players.get(routed.conversation_id) ?? []) : operators;
    let reached = 0;
    for (const peer of peers) if (send(peer, routed.event)) reached += 1;
    const { event } = routed;
    const toOtherSide =
      event.type === 'message' &&
      (routed.to === 'operators') === (event.message.author === 'player');
    if (reached > 0 && toOtherSide) deps.onDelivered(event.message);
  }

  function setOnline(online: boolean): void {
    operatorOnline = online;
    for (const peers of players.values()) for (const peer of peers) send(peer, presence());
  }

  /** Counts the operators online on every server again; tells this server's players a change. */
  async function recount(): Promise<void> {
    if (closed) return;
    const online = (await countOnlineOperators(db)) > 0;
    if (online !== operatorOnline) setOnline(online);
  }
  const recountLogged = () =>
    recount().catch((error: unknown) => log.warn({ err: error }, 'counting operators failed'));

  async function operatorsChanged(): Promise<void> {
    await reportPresence(db, events.serverId, operators.size);
    await events.publish('chat-presence', {});
  }
  const operatorsChangedLogged = () =>
    operatorsChanged().catch((error: unknown) =>
      log.warn({ err: error }, 'reporting operators failed'),
    );

  const unsubscribe = [
    events.on<Routed>('chat', deliver),
    events.on('chat-presence', recountLogged),
    // Events missed while this server was not listening: its sockets read back over HTTP.
    events.onResume(recountLogged),
  ];
  const beat = setInterval(() => {
    const reported =
      operators.size > 0 ? reportPresence(db, events.serverId, operators.size) : null;
    Promise.resolve(reported)
      .then(recount)
      .catch((error: unknown) => log.warn({ err: error }, 'presence beat failed'));
  }, PRESENCE_BEAT_MS);
  beat.unref();
  void recountLogged();

  const route = (routed: Routed) =>
    events.publish('chat', routed).catch((error: unknown) =>
      // The message is stored: the other side reads it back over HTTP.
      log.warn({ err: error, type: routed.event.type }, 'publishing a chat event failed'),
    );

  return {
    addPlayer(conversationId: number, peer: Peer): () => void {
      const peers = players.get(conversationId) ?? new Set<Peer>();
      players.set(conversationId, peers);
      peers.add(peer);
      send(peer, presence());
      return () => {
        peers.delete(peer);
        if (peers.size === 0) players.delete(conversationId);
      };
    },
    addOperator(peer: Peer): () => void {
      operators.add(peer);
      if (operators.size === 1) {
        // Online at once on this server; the others hear it through the bus.
        if (!operatorOnline) setOnline(true);
        void operatorsChangedLogged();
      }
      return () => {
        operators.delete(peer);
        if (operators.size === 0) void operatorsChangedLogged();
      };
    },
    /** Whether an operator is connected to any server (as last counted). */
    operatorOnline: () => operatorOnline,
    toPlayer: (conversationId: number, event: ChatServerEvent) =>
      route({ to: 'player', conversation_id: conversationId, event }),
    toOperators: (event: ChatServerEvent) => route({ to: 'operators', event }),
    /** Stops the beat and takes this server's operators out of the count (shutdown). */
    async close(): Promise<void> {
      closed = true;
      clearInterval(beat);
      unsubscribe.forEach((stop) => stop());
      await leavePresence(db, events.serverId);
      await events.publish('chat-presence', {});
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
