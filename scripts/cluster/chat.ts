// The chat round trip of the cluster test: a player's message must reach an operator's open
// socket and the operator's reply the player's, wherever the proxy put each socket and whichever
// instance served each message (docs/support.md). One support operator keeps one socket open
// (the desk, reopened when its instance goes down); each player opens its own for the round trip.
// A round trip during which either socket dropped (an instance was stopped under it) is made
// again: what is measured is delivery between live sockets, not the loss of a killed one.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { CHAT_SOCKET_PATH, calls, chatSocketUrl } from '../../packages/contract/src/index.ts';
import type { ChatServerEvent } from '../../packages/contract/src/index.ts';
import { Transient } from './client.ts';
import type { ClusterClient } from './client.ts';
import { BACKEND_HEADER } from './proxy.mjs';

/** How long a message may take to reach the other side's socket. */
const DELIVERY_MS = 5_000;
const ROUND_TRIPS_TRIED = 3;

type Listener = (event: ChatServerEvent) => void;

/** A chat socket through the proxy: its instance, its events, and whether it is still open. */
export type ChatSocket = {
  backend: string;
  closed: () => boolean;
  /** Resolves true when an event matching `test` arrives within `ms`, false otherwise. */
  waitFor(test: (event: ChatServerEvent) => boolean, ms: number): Promise<boolean>;
  close(): void;
};

export async function openChatSocket(
  client: ClusterClient,
  ticket: string,
  onClose: () => void = () => {},
): Promise<ChatSocket> {
  const socket = new WebSocket(chatSocketUrl(client.origin, ticket), {
    headers: { 'x-forwarded-for': client.address },
  });
  let backend = '?';
  let closed = false;
  const listeners = new Set<Listener>();
  socket.on('upgrade', (response) => {
    backend = String(response.headers[BACKEND_HEADER] ?? '?');
  });
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as ChatServerEvent;
    for (const listener of listeners) listener(event);
  });
  socket.on('close', () => {
    closed = true;
    onClose();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', (error) => reject(new Transient(`chat socket: ${error.message}`)));
  });
  socket.on('error', () => {});
  return {
    get backend() {
      return backend;
    },
    closed: () => closed,
    waitFor(test, ms) {
      return new Promise((resolve) => {
        const done = (found: boolean) => {
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(found);
        };
        const listener: Listener = (event) => {
          if (test(event)) done(true);
        };
        const timer = setTimeout(() => done(false), ms);
        listeners.add(listener);
      });
    },
    close: () => socket.close(),
  };
}

const messageWith =
  (text: string) =>
  (event: ChatServerEvent): boolean =>
    event.type === 'message' && event.message.text === text;

/** The support operator's desk: one socket seeing every conversation, reopened when it drops. */
export async function openDesk(operator: ClusterClient) {
  /** How many times the socket dropped: a round trip across a drop is made again. */
  let drops = 0;
  let stopped = false;
  const connect = async () => {
    const { ticket } = await operator.call(calls.adminChatTicket, {});
    return openChatSocket(operator, ticket, () => {
      drops += 1;
    });
  };
  let socket = await connect();

  async function keepOpen() {
    while (!stopped) {
      if (socket.closed()) socket = await connect().catch(() => socket);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const watching = keepOpen();

  return {
    get backend() {
      return socket.backend;
    },
    get drops() {
      return drops;
    },
    /** Waits (a while) until the socket is open again after a drop. */
    async ready(): Promise<void> {
      for (let waited = 0; socket.closed() && waited < DELIVERY_MS; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    hears: (text: string) => socket.waitFor(messageWith(text), DELIVERY_MS),
    /** Replies over HTTP; answers the instance that took the reply. */
    async reply(conversationId: number, text: string): Promise<string> {
      return (await operator.callVia(calls.adminChatSend, { id: conversationId, text })).backend;
    },
    async close() {
      stopped = true;
      await watching;
      socket.close();
    },
  };
}

export type Desk = Awaited<ReturnType<typeof openDesk>>;

export type ChatOutcome = {
  /** The player's message reached the operator's socket. */
  toOperator: boolean;
  /** The operator's reply reached the player's socket. */
  toPlayer: boolean;
  /** Where the player's message was sent and where the operator's socket was. */
  sentVia: string;
  operatorSocket: string;
  /** Where the reply was sent and where the player's socket was. */
  repliedVia: string;
  playerSocket: string;
  /** Round trips made again because a socket dropped under one. */
  redone: number;
};

/**
 * The player's conversation and its socket. A socket whose instance failed during the handshake
 * (a 502 from the proxy) is opened again with a new ticket: the first one may have been spent.
 */
const openPlayerChat = (player: ClusterClient) =>
  player.retried(CHAT_SOCKET_PATH, async () => {
    const chat = await player.call(calls.chatOpen, { name: '', email: '' });
    return { chat, socket: await openChatSocket(player, chat.ticket) };
  });

/** One round trip: the player's message to the desk, the desk's reply back to the player. */
export async function chatRoundTrip(player: ClusterClient, desk: Desk): Promise<ChatOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const { chat, socket } = await openPlayerChat(player);
    await desk.ready();
    const deskDrops = desk.drops;
    const operatorSocket = desk.backend;
    const text = `cluster check ${randomUUID()}`;
    const heard = desk.hears(text);
    const { backend: sentVia } = await player.callVia(calls.chatSend, { text });
    const toOperator = await heard;
    const reply = `Re: ${text}`;
    const answered = socket.waitFor(messageWith(reply), DELIVERY_MS);
    const repliedVia = await desk.reply(chat.conversation_id, reply);
    const toPlayer = await answered;
    const disturbed = (!toOperator && desk.drops !== deskDrops) || (!toPlayer && socket.closed());
    socket.close();
    if (!disturbed || attempt === ROUND_TRIPS_TRIED) {
      return {
        toOperator,
        toPlayer,
        sentVia,
        operatorSocket,
        repliedVia,
        playerSocket: socket.backend,
        redone: attempt - 1,
      };
    }
  }
}
