import type { ChatServerEvent } from '@pisoplay/contract';

/** The part of a WebSocket the hub uses (so tests and the hub need no socket library). */
export type Peer = { send(data: string): void; readonly readyState: number };
const OPEN = 1;

/**
 * The real-time channel's connections in this process: players' sockets by conversation, and
 * operators' sockets (which see every conversation). Events go to whoever is connected here;
 * anything missed (another server, a dropped socket) is read back over HTTP (docs/support.md).
 */
export function createChatHub() {
  const players = new Map<number, Set<Peer>>();
  const operators = new Set<Peer>();

  const send = (peer: Peer, event: ChatServerEvent) => {
    if (peer.readyState === OPEN) peer.send(JSON.stringify(event));
  };
  const presence = (): ChatServerEvent => ({
    type: 'presence',
    operator_online: operators.size > 0,
  });
  const toAllPlayers = (event: ChatServerEvent) => {
    for (const peers of players.values()) for (const peer of peers) send(peer, event);
  };

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
      if (operators.size === 1) toAllPlayers(presence());
      return () => {
        operators.delete(peer);
        if (operators.size === 0) toAllPlayers(presence());
      };
    },
    operatorOnline: () => operators.size > 0,
    playerOnline: (conversationId: number) => (players.get(conversationId)?.size ?? 0) > 0,
    toPlayer(conversationId: number, event: ChatServerEvent, except?: Peer): void {
      for (const peer of players.get(conversationId) ?? []) if (peer !== except) send(peer, event);
    },
    toOperators(event: ChatServerEvent, except?: Peer): void {
      for (const peer of operators) if (peer !== except) send(peer, event);
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
