import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CHAT_POLL_MS,
  CHAT_TEXT_MAX,
  type ChatConversationState,
  type ChatConversationSummary,
  type ChatMessage,
} from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { errorMessage } from '@/shared/api/errors';
import { formatAge, formatDateTime } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Button, ButtonLink } from '@/shared/ui/button';
import { EmptyState, ErrorAlert, Loading } from '@/shared/ui/feedback';
import { Segmented } from '@/shared/ui/form';
import { PageHeader } from '@/shared/ui/page';
import {
  useCloseConversation,
  useConversations,
  useMarkRead,
  useMessages,
  useSendMessage,
} from '../api/chat';
import { useChatSocket, type Connection, type OpenSocket } from '../hooks/use-chat-socket';

const STATES = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
] as const;

/**
 * The customer-service inbox: conversations (most recent first, unread counts), one
 * conversation's messages, the reply box, closing; live over the operators' socket.
 */
export function ChatPage({ openSocket }: { openSocket?: OpenSocket }) {
  const [search, setSearch] = useSearchParams();
  const selected = Number(search.get('id')) || 0;
  const [state, setState] = useState<ChatConversationState>('open');
  const live = useChatSocket(openSocket);
  const polling = live.connection === 'live' ? false : CHAT_POLL_MS;
  const list = useConversations(state, polling);
  const current = list.data?.d.find((c) => c.id === selected);
  return (
    <>
      <PageHeader
        title="Chat"
        description="Players and visitors asking customer service."
        actions={<ConnectionBadge connection={live.connection} />}
      />
      <div className="grid h-[calc(100dvh-12rem)] min-h-[28rem] grid-cols-[20rem_1fr] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
        <section
          aria-label="Conversations"
          className="flex min-h-0 flex-col border-r border-slate-200"
        >
          <div className="border-b border-slate-200 p-2.5">
            <Segmented label="Conversations" value={state} options={STATES} onChange={setState} />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {list.isPending ? (
              <Loading label="Loading conversations…" />
            ) : list.isError ? (
              <div className="p-3">
                <ErrorAlert error={list.error} onRetry={() => list.refetch()} />
              </div>
            ) : list.data.d.length === 0 ? (
              <EmptyState
                title={state === 'open' ? 'No open conversations' : 'No closed conversations'}
              />
            ) : (
              <ul>
                {list.data.d.map((conversation) => (
                  <li key={conversation.id}>
                    <ConversationRow
                      conversation={conversation}
                      selected={conversation.id === selected}
                      typing={live.typingIn === conversation.id}
                      onSelect={() => setSearch({ id: String(conversation.id) })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
        {selected ? (
          <Conversation
            key={selected}
            id={selected}
            summary={current}
            polling={polling}
            typing={live.typingIn === selected}
            signal={live.signal}
          />
        ) : (
          <div className="flex items-center justify-center">
            <EmptyState title="Choose a conversation">Its messages show here.</EmptyState>
          </div>
        )}
      </div>
    </>
  );
}

function ConnectionBadge({ connection }: { connection: Connection }) {
  return (
    <span role="status">
      {connection === 'live' ? (
        <Badge tone="success">Live</Badge>
      ) : connection === 'connecting' ? (
        <Badge>Connecting…</Badge>
      ) : (
        <Badge tone="warning">Reconnecting… (checking every few seconds)</Badge>
      )}
    </span>
  );
}

const nameOf = (c: ChatConversationSummary) =>
  c.name || (c.uid ? `Player uid ${c.uid}` : 'Visitor');

function ConversationRow({
  conversation,
  selected,
  typing,
  onSelect,
}: {
  conversation: ChatConversationSummary;
  selected: boolean;
  typing: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      className={`block w-full border-b border-slate-100 px-3.5 py-2.5 text-left hover:bg-slate-50 ${selected ? 'bg-indigo-50 hover:bg-indigo-50' : ''}`}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="truncate text-sm font-medium text-slate-900">{nameOf(conversation)}</span>
        <span className="shrink-0 text-xs text-slate-600">{formatAge(conversation.last_at)}</span>
      </span>
      <span className="mt-0.5 flex items-center justify-between gap-2">
        <span className="truncate text-xs text-slate-600">
          {typing ? 'typing…' : conversation.last_text || '—'}
        </span>
        {conversation.unread > 0 && (
          <span className="shrink-0 rounded-full bg-indigo-600 px-1.5 text-[11px] font-semibold text-white">
            {conversation.unread}
            <span className="sr-only"> unread</span>
          </span>
        )}
      </span>
    </button>
  );
}

function Conversation({
  id,
  summary,
  polling,
  typing,
  signal,
}: {
  id: number;
  summary: ChatConversationSummary | undefined;
  polling: number | false;
  typing: boolean;
  signal: (event: { type: 'read'; conversation_id: number; up_to: number }) => boolean;
}) {
  const messages = useMessages(id, polling);
  const send = useSendMessage(id);
  const markRead = useMarkRead();
  const close = useCloseConversation();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const bottom = useRef<HTMLDivElement>(null);
  const readUpTo = useRef(0);
  const list = messages.data;

  // What is shown is read: tell the player (on the socket, else over HTTP).
  const newest = list?.filter((m) => m.author === 'player').at(-1)?.id ?? 0;
  const { mutate: markReadCall } = markRead;
  useEffect(() => {
    if (!newest || newest <= readUpTo.current) return;
    readUpTo.current = newest;
    if (!signal({ type: 'read', conversation_id: id, up_to: newest })) {
      markReadCall({ id, up_to: newest });
    }
  }, [newest, id, signal, markReadCall]);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [list?.length]);

  const submit = async () => {
    const message = text.trim();
    if (!message) {
      setError('Please type a message');
      return;
    }
    setError('');
    try {
      await send.mutateAsync(message);
      setText('');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const closed = summary?.state === 'closed';
  return (
    <section aria-labelledby="conversation-title" className="flex min-h-0 flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2.5">
        <div className="min-w-0">
          <h2 id="conversation-title" className="truncate text-sm font-semibold text-slate-900">
            {summary ? nameOf(summary) : `Conversation ${id}`}
          </h2>
          <p className="truncate text-xs text-slate-600">
            {[summary?.email, summary?.uid ? `uid ${summary.uid}` : 'visitor']
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="flex gap-2">
          {summary?.uid ? (
            <ButtonLink size="sm" to={paths.player.getHref(summary.uid)}>
              Player page
            </ButtonLink>
          ) : null}
          {!closed && (
            <Button size="sm" onClick={() => close.mutate(id)} busy={close.isPending}>
              Close conversation
            </Button>
          )}
        </div>
      </div>
      {close.isError && (
        <div className="px-4 pt-2">
          <ErrorAlert error={close.error} />
        </div>
      )}
      <div
        role="log"
        aria-label="Messages"
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
      >
        {messages.isPending ? (
          <Loading label="Loading messages…" />
        ) : messages.isError ? (
          <ErrorAlert error={messages.error} onRetry={() => messages.refetch()} />
        ) : list && list.length === 0 ? (
          <EmptyState title="No messages yet" />
        ) : (
          <ol className="space-y-2.5">
            {list?.map((message) => (
              <Bubble key={message.id} message={message} />
            ))}
          </ol>
        )}
        {typing && <p className="mt-2 text-xs text-slate-600 italic">The player is typing…</p>}
        <div ref={bottom} />
      </div>
      <form
        className="border-t border-slate-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="chat-reply" className="sr-only">
          Reply
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id="chat-reply"
            rows={2}
            maxLength={CHAT_TEXT_MAX}
            value={text}
            placeholder={closed ? 'Replying opens the conversation again' : 'Write a reply…'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'chat-reply-error' : undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void submit();
              }
            }}
            className="block w-full resize-none rounded-md border-0 px-2.5 py-1.5 text-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none"
          />
          <Button type="submit" variant="primary" busy={send.isPending}>
            Send
          </Button>
        </div>
        {error && (
          <p id="chat-reply-error" role="alert" className="mt-1 text-xs text-red-700">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.author === 'operator';
  const who = mine ? 'Operator' : message.author === 'bot' ? 'Automatic reply' : 'Player';
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[70%] rounded-lg px-3 py-2 text-sm shadow-xs ${mine ? 'bg-indigo-600 text-white' : message.author === 'bot' ? 'bg-white text-slate-700 ring-1 ring-slate-200' : 'bg-white text-slate-900 ring-1 ring-slate-200'}`}
      >
        <p className={`text-[11px] font-medium ${mine ? 'text-indigo-100' : 'text-slate-600'}`}>
          {who} · {formatDateTime(message.created_at)}
        </p>
        {message.text && <p className="mt-0.5 whitespace-pre-wrap">{message.text}</p>}
        {message.image_url && (
          <a href={message.image_url} target="_blank" rel="noreferrer">
            <img
              src={message.image_url}
              alt="Image the player sent"
              className="mt-1.5 max-h-48 rounded"
            />
          </a>
        )}
        {mine && (
          <p className="mt-0.5 text-right text-[11px] text-indigo-100">
            {message.read_at ? 'Read' : message.delivered_at ? 'Delivered' : 'Sent'}
          </p>
        )}
      </div>
    </li>
  );
}
