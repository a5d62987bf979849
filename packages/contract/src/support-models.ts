/** Reply shapes of the help centre, news, feedback and the customer-service chat (issue 13). */
import { ticketSocketUrl } from './live-models.ts';

/** A help category (spec 3): its tab name and icon. */
export type HelpType = { id: number; typeName: string; image: string; sort: number };

/** A help article (spec 3); `content` is HTML the client sanitises before showing it. */
export type HelpItem = {
  id: number;
  helpTypeId: number;
  language: string;
  title: string;
  sort: number;
  status: number;
  content: string;
};

export type HelpCentre = { types: HelpType[]; items: HelpItem[] };

export type NewsItem = {
  id: number;
  title: string;
  summary: string;
  content: string;
  image: string;
  published_at: string;
};

export type FeedbackItem = {
  id: number;
  uid: number | null;
  content: string;
  created_at: string;
};

/** Who wrote a chat message: the player (or visitor), an operator, or the automatic reply. */
export type ChatAuthor = 'player' | 'operator' | 'bot';

export type ChatMessage = {
  id: number;
  conversation_id: number;
  author: ChatAuthor;
  text: string;
  /** A short-lived address of the attached image, or '' without one. */
  image_url: string;
  created_at: string;
  /** When the other side received it ('' until then). */
  delivered_at: string;
  /** When the other side read it ('' until then). */
  read_at: string;
};

export type ChatConversationState = 'open' | 'closed';

/** The player's side of a conversation: its messages and a ticket for the real-time channel. */
export type ChatSession = {
  conversation_id: number;
  state: ChatConversationState;
  messages: ChatMessage[];
  /** Single use, valid for a minute: `GET /chat/socket?ticket=…` opens the WebSocket. */
  ticket: string;
  /** Whether an operator is connected now (else the automatic reply answers first). */
  operator_online: boolean;
};

export type ChatConversationSummary = {
  id: number;
  uid: number | null;
  name: string;
  email: string;
  state: ChatConversationState;
  last_text: string;
  last_at: string;
  /** Player messages the operators have not read. */
  unread: number;
};

/**
 * What the real-time channel carries (JSON text frames). From the server: a new message, read
 * marks, the other side typing, the conversation closed. From a client: typing, and reading up to
 * a message. Messages are sent over HTTP (signed, validated, rate limited), never on the socket.
 */
export type ChatServerEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'delivered'; conversation_id: number; up_to: number; at: string }
  | { type: 'read'; conversation_id: number; up_to: number; at: string }
  | { type: 'typing'; conversation_id: number; author: ChatAuthor }
  | { type: 'closed'; conversation_id: number }
  | { type: 'presence'; operator_online: boolean };

export type ChatClientEvent =
  | { type: 'typing'; conversation_id?: number }
  | { type: 'read'; conversation_id?: number; up_to: number };

export const CHAT_SOCKET_PATH = '/chat/socket';

/** The chat socket's address on the API at `origin`, with a ticket (players' and operators'). */
export const chatSocketUrl = (origin: string, ticket: string): string =>
  ticketSocketUrl(CHAT_SOCKET_PATH, origin, ticket);

/** Adds messages not yet held (by id; a newer copy of one held wins), keeping id order. */
export function mergeChatMessages(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held;
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, { ...byId.get(message.id), ...message });
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
/** How often the client asks for new messages while the socket is down. */
export const CHAT_POLL_MS = 3000;
/** Longest chat message. */
export const CHAT_TEXT_MAX = 1000;
