import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  calls,
  chatSocketUrl,
  mergeChatMessages,
  type ChatClientEvent,
  type ChatMessage,
  type ChatServerEvent,
} from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { invalidateCalls } from '@/shared/queries/call-query';
import { messagesKey } from '../api/chat';

/** The part of a WebSocket the inbox uses; tests pass their own. */
export type ChatSocket = {
  send(data: string): void;
  close(): void;
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
};
export type OpenSocket = (url: string) => ChatSocket;

/** live: the socket is up. polling: it is down; the lists are read every few seconds. */
export type Connection = 'connecting' | 'live' | 'polling';

export const RECONNECT_MS = 5_000;
const TYPING_SHOWN_MS = 4_000;
const OPEN = 1;

const socketUrl = (ticket: string) => chatSocketUrl(window.location.origin, ticket);

const defaultOpenSocket: OpenSocket = (url) => new WebSocket(url);

/**
 * The operators' real-time channel (docs/support.md): a ticket from a signed call opens the
 * socket, which carries every conversation's new messages, marks, typing and closes. New
 * messages go into the cached conversation; while the socket is down the page polls, and a new
 * ticket is asked for after a few seconds.
 */
export function useChatSocket(openSocket: OpenSocket = defaultOpenSocket) {
  const api = useApiCall();
  const client = useQueryClient();
  const [connection, setConnection] = useState<Connection>('connecting');
  const [typingIn, setTypingIn] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const socket = useRef<ChatSocket | null>(null);

  useEffect(() => {
    let active = true;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const retryLater = () => {
      setConnection('polling');
      reconnect = setTimeout(() => setAttempt((n) => n + 1), RECONNECT_MS);
    };
    const onEvent = (event: ChatServerEvent) => {
      switch (event.type) {
        case 'message': {
          const { message } = event;
          client.setQueryData<ChatMessage[]>(messagesKey(message.conversation_id), (held) =>
            held ? mergeChatMessages(held, [message]) : held,
          );
          if (message.author === 'player') setTypingIn(null);
          void invalidateCalls(client, [calls.adminChatList]);
          break;
        }
        case 'delivered':
        case 'read': {
          const mark = event.type === 'read' ? 'read_at' : 'delivered_at';
          client.setQueryData<ChatMessage[]>(messagesKey(event.conversation_id), (held) =>
            held?.map((message) =>
              message.author !== 'player' && message.id <= event.up_to && !message[mark]
                ? { ...message, [mark]: event.at }
                : message,
            ),
          );
          break;
        }
        case 'typing':
          if (event.author !== 'player') break;
          setTypingIn(event.conversation_id);
          clearTimeout(typingTimer);
          typingTimer = setTimeout(() => setTypingIn(null), TYPING_SHOWN_MS);
          break;
        case 'closed':
          void invalidateCalls(client, [calls.adminChatList]);
          break;
        case 'presence':
          break;
      }
    };
    api(calls.adminChatTicket, {})
      .then(({ ticket }) => {
        if (!active) return;
        const ws = openSocket(socketUrl(ticket));
        socket.current = ws;
        ws.onopen = () => {
          if (!active) return;
          setConnection('live');
          // What was written between the lists' last read and this socket (or while it was
          // down) reached no socket of this page: read the lists and conversations again.
          void invalidateCalls(client, [calls.adminChatList, calls.adminChatMessages]);
        };
        ws.onmessage = (message) => {
          try {
            onEvent(JSON.parse(String(message.data)) as ChatServerEvent);
          } catch {
            // not an event of ours
          }
        };
        ws.onclose = () => {
          if (socket.current === ws) socket.current = null;
          if (active) retryLater();
        };
      })
      .catch(() => active && retryLater());
    return () => {
      active = false;
      clearTimeout(reconnect);
      clearTimeout(typingTimer);
      socket.current?.close();
      socket.current = null;
    };
  }, [api, client, openSocket, attempt]);

  /** Sends a signal (typing, read); false when the socket is down. */
  const signal = useCallback((event: ChatClientEvent): boolean => {
    const ws = socket.current;
    if (ws?.readyState !== OPEN) return false;
    ws.send(JSON.stringify(event));
    return true;
  }, []);

  return { connection, typingIn, signal };
}
