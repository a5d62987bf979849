/**
 * The customer-service chat (docs/support.md). Players and visitors: open the conversation (its
 * history and a ticket for the real-time channel), send, fetch new messages (the fallback while
 * the socket is down), mark read. A visitor without a session names its conversation with
 * `visitor`, a random token its browser keeps. Operators: the list of conversations, one
 * conversation's messages, reply, mark read, close, and a ticket for their own channel.
 */
import { defineCall, payloadsOf } from './define.ts';
import type { Paged } from '../models.ts';
import type { ChatConversationSummary, ChatMessage, ChatSession } from '../support-models.ts';

const payload = payloadsOf(() => import('./chat.payloads.ts'));

export const chatOpen = defineCall<ChatSession>()({
  method: 'POST',
  path: '/member/chat/open',
  auth: 'optional',
  payload: payload('chatOpen'),
});
export const chatSend = defineCall<ChatMessage>()({
  method: 'POST',
  path: '/member/chat/send',
  auth: 'optional',
  payload: payload('chatSend'),
});
/** Messages after `after` (oldest first); they count as delivered to the player. */
export const chatMessages = defineCall<ChatMessage[]>()({
  method: 'POST',
  path: '/member/chat/messages',
  auth: 'optional',
  payload: payload('chatMessages'),
});
export const chatRead = defineCall<boolean>()({
  method: 'POST',
  path: '/member/chat/read',
  auth: 'optional',
  payload: payload('chatRead'),
});

/** Conversations by state (default open), the most recent first, with unread counts. */
export const adminChatList = defineCall<Paged<ChatConversationSummary>>()({
  method: 'GET',
  path: '/admin/chat/list',
  auth: 'operator',
  payload: payload('adminChatList'),
});
export const adminChatMessages = defineCall<ChatMessage[]>()({
  method: 'GET',
  path: '/admin/chat/messages',
  auth: 'operator',
  payload: payload('adminChatMessages'),
});
export const adminChatSend = defineCall<ChatMessage>()({
  method: 'POST',
  path: '/admin/chat/send',
  auth: 'operator',
  payload: payload('adminChatSend'),
});
export const adminChatRead = defineCall<boolean>()({
  method: 'POST',
  path: '/admin/chat/read',
  auth: 'operator',
  payload: payload('adminChatRead'),
});
export const adminChatClose = defineCall<boolean>()({
  method: 'POST',
  path: '/admin/chat/close',
  auth: 'operator',
  payload: payload('adminChatClose'),
});
/** A single-use ticket for the operators' real-time channel (every open conversation). */
export const adminChatTicket = defineCall<{ ticket: string }>()({
  method: 'POST',
  path: '/admin/chat/ticket',
  auth: 'operator',
  payload: payload('adminChatTicket'),
});
