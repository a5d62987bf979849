import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CHAT_POLL_MS, calls, chatSocketUrl, mergeChatMessages } from '@pisoplay/contract';
import type { ChatClientEvent, ChatMessage, ChatServerEvent } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { env } from '@/shared/config/env';
import { useToken } from '@/shared/session/session-store';
import { visitorToken } from '../api/visitor-token';
import { applyMark } from './merge-messages';

/** The part of a WebSocket the chat uses; tests pass their own. */
export type ChatSocket = {
  send(data: string): void;
  close(): void;
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
};
export type OpenSocket = (url: string) => ChatSocket;

/** live: the socket is up. polling: it is down, new messages are fetched every 3 s. */
export type ChatConnection = 'connecting' | 'live' | 'polling';

/** A dropped socket is opened again after this long (polling covers the gap). */
export const RECONNECT_MS = 5_000;
const TYPING_SHOWN_MS = 4_000;
/**
 * An agent who replied this recently is answering, whatever the presence says (an operator may
 * answer through the back office's calls without holding a socket).
 */
export const AGENT_ANSWERING_MS = 5 * 60_000;

const answeredRecently = (incoming: ChatMessage[]) =>
  incoming.some(
    (message) =>
      message.author === 'operator' &&
      Date.now() - Date.parse(message.created_at) < AGENT_ANSWERING_MS,
  );
const TYPING_SENT_EVERY_MS = 2_000;
const OPEN = 1;

const socketUrl = (ticket: string) =>
  chatSocketUrl(env.apiBaseUrl || window.location.origin, ticket);

const defaultOpenSocket: OpenSocket = (url) => new WebSocket(url);

/**
 * The player's side of the live chat (docs/support.md): opens the conversation (history and a
 * socket ticket), keeps a WebSocket for new messages, marks and typing, falls back to polling
 * while it is down and reconnects, and marks the other side's messages read while shown.
 */
export function useChat(contact: { name: string; email: string }, openSocket = defaultOpenSocket) {
  const api = useApiCall();
  const token = useToken();
  const visitor = useMemo(() => (token ? undefined : visitorToken()), [token]);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [connection, setConnection] = useState<ChatConnection>('connecting');
  const [operatorOnline, setOperatorOnline] = useState(false);
  const [closed, setClosed] = useState(false);
  const [typing, setTyping] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const socket = useRef<ChatSocket | null>(null);
  const lastId = useRef(0);
  const readSent = useRef(0);
  const typingSentAt = useRef(0);
  const { name, email } = contact;

  const add = useCallback((incoming: ChatMessage[]) => {
    setMessages((held) => mergeChatMessages(held, incoming));
    if (answeredRecently(incoming)) setOperatorOnline(true);
  }, []);
  useEffect(() => {
    lastId.current = messages.at(-1)?.id ?? 0;
  }, [messages]);

  // Open (again): the history and a ticket, then the socket.
  useEffect(() => {
    let active = true;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const retryLater = () => {
      setConnection('polling');
      reconnect = setTimeout(() => setAttempt((n) => n + 1), RECONNECT_MS);
    };
    // The server sends the presence first once it has the socket: what was written between the
    // history and that moment (the automatic reply to a message sent at once) is read back then.
    let caughtUp = false;
    const catchUp = () => {
      caughtUp = true;
      api(calls.chatMessages, { visitor, after: lastId.current })
        .then((missed) => active && add(missed))
        .catch(() => undefined);
    };
    const onEvent = (event: ChatServerEvent) => {
      switch (event.type) {
        case 'message':
          add([event.message]);
          if (event.message.author === 'operator') setTyping(false);
          break;
        case 'delivered':
        case 'read':
          setMessages((held) => applyMark(held, event));
          break;
        case 'typing':
          setTyping(true);
          setOperatorOnline(true);
          clearTimeout(typingTimer);
          typingTimer = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
          break;
        case 'closed':
          setClosed(true);
          break;
        case 'presence':
          setOperatorOnline(event.operator_online);
          if (!caughtUp) catchUp();
          break;
      }
    };
    api(calls.chatOpen, { visitor, name, email })
      .then((session) => {
        if (!active) return;
        setOperatorOnline(session.operator_online);
        add(session.messages);
        setClosed(false);
        setStatus('ready');
        const ws = openSocket(socketUrl(session.ticket));
        socket.current = ws;
        ws.onopen = () => active && setConnection('live');
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
      .catch(() => {
        if (!active) return;
        setStatus((s) => (s === 'loading' ? 'error' : s));
        if (attempt > 0) retryLater();
      });
    return () => {
      active = false;
      clearTimeout(reconnect);
      clearTimeout(typingTimer);
      socket.current?.close();
      socket.current = null;
    };
  }, [api, visitor, name, email, openSocket, add, attempt]);

  // The fallback: while the socket is down, ask for new messages every 3 s.
  useEffect(() => {
    if (connection !== 'polling') return;
    const timer = setInterval(() => {
      api(calls.chatMessages, { visitor, after: lastId.current })
        .then(add)
        .catch(() => undefined);
    }, CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [connection, api, visitor, add]);

  const signal = useCallback((event: ChatClientEvent) => {
    const ws = socket.current;
    if (ws?.readyState !== OPEN) return false;
    ws.send(JSON.stringify(event));
    return true;
  }, []);

  // What is on screen is read: tell the other side (on the socket, else over HTTP).
  useEffect(() => {
    const newest = messages.filter((m) => m.author !== 'player').at(-1)?.id ?? 0;
    if (newest <= readSent.current || document.visibilityState === 'hidden') return;
    readSent.current = newest;
    if (!signal({ type: 'read', up_to: newest })) {
      api(calls.chatRead, { visitor, up_to: newest }).catch(() => undefined);
    }
  }, [messages, signal, api, visitor]);

  const send = useCallback(
    async (text: string, image?: string) => {
      const message = await api(calls.chatSend, { visitor, text, image });
      add([message]);
      // A closed conversation's socket is of no use: the message opened a new one.
      if (closed) setAttempt((n) => n + 1);
      return message;
    },
    [api, visitor, add, closed],
  );

  const notifyTyping = useCallback(() => {
    const now = Date.now();
    if (now - typingSentAt.current < TYPING_SENT_EVERY_MS) return;
    if (signal({ type: 'typing' })) typingSentAt.current = now;
  }, [signal]);

  return {
    messages,
    status,
    connection,
    operatorOnline,
    closed,
    typing,
    signedIn: token !== null,
    send,
    notifyTyping,
    retry: () => {
      setStatus('loading');
      setAttempt((n) => n + 1);
    },
  };
}
