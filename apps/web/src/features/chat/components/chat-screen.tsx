import { useEffect, useId, useRef, useState } from 'react';
import { CHAT_TEXT_MAX } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { uploadImage } from '@/shared/api/upload-image';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { ImageIcon, SendIcon } from '@/shared/ui/extra-icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { toast } from '@/shared/ui/toast/toast-store';
import { TitleBar } from '@/shared/ui/title-bar';
import { CHAT_COPY } from '../copy';
import { useChat, type OpenSocket } from '../hooks/use-chat';
import { MessageBubble } from './message-bubble';

type ChatScreenProps = {
  title: string;
  contact: { name: string; email: string };
  /** Tests pass a socket of their own. */
  openSocket?: OpenSocket;
};

/** /my/service: the full-screen live chat with Customer Service. */
export function ChatScreen({ title, contact, openSocket }: ChatScreenProps) {
  const COPY = useCopy(CHAT_COPY);
  const chat = useChat(contact, openSocket);
  const api = useApiCall();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length, chat.typing]);

  const deliver = async (body: string, image?: string) => {
    setSending(true);
    try {
      await chat.send(body, image);
      return true;
    } catch (error) {
      toast((error as Error).message, 'error');
      return false;
    } finally {
      setSending(false);
    }
  };
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body || sending) return;
    if (await deliver(body)) setText('');
  };
  const onImage = async (file: File | undefined) => {
    if (!file) return;
    try {
      await deliver('', await uploadImage(file, api));
    } catch (error) {
      toast((error as Error).message, 'error');
    }
  };

  return (
    <div className="flex h-dvh flex-col">
      <TitleBar title={title} />
      <p
        role="status"
        data-connection={chat.connection}
        className={cn(
          'px-4 py-1.5 text-center text-xs',
          chat.connection === 'polling' ? 'bg-rose-500/10 text-rose-200' : 'text-indigo-200/70',
        )}
      >
        {chat.connection === 'polling'
          ? COPY.offline
          : chat.operatorOnline
            ? COPY.agentOnline
            : COPY.agentOffline}
      </p>
      <div className="flex-1 overflow-y-auto px-4 py-3">
        {chat.status === 'loading' ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <p className="sr-only">{COPY.loading}</p>
            <Skeleton className="h-12 w-2/3 rounded-2xl" />
            <Skeleton className="ml-auto h-12 w-1/2 rounded-2xl" />
          </div>
        ) : chat.status === 'error' ? (
          <ErrorWithRetry message={COPY.openError} retryLabel={COPY.retry} onRetry={chat.retry} />
        ) : (
          <>
            <p className="mb-3 rounded-xl bg-white/5 px-3 py-2 text-center text-xs text-indigo-100/80">
              {COPY.intro}
            </p>
            <ul role="log" aria-label={COPY.messages} className="flex flex-col gap-3">
              {chat.messages.map((message) => (
                <MessageBubble key={message.id} message={message} />
              ))}
              {chat.typing ? (
                <li className="text-xs text-indigo-200/70 italic">{COPY.typing}</li>
              ) : null}
              <li ref={end} aria-hidden="true" />
            </ul>
            {chat.closed ? (
              <p className="mt-3 text-center text-xs text-indigo-200/70">{COPY.closed}</p>
            ) : null}
          </>
        )}
      </div>
      <form
        onSubmit={onSubmit}
        className="flex items-end gap-2 border-t border-white/5 bg-ink-900 px-3 py-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))]"
      >
        {chat.signedIn ? (
          <>
            <button
              type="button"
              aria-label={COPY.attach}
              disabled={chat.status !== 'ready' || sending}
              onClick={() => fileInput.current?.click()}
              className="grid size-10 shrink-0 place-items-center rounded-full bg-white/5 text-indigo-100 ring-1 ring-white/10 disabled:opacity-40"
            >
              <ImageIcon className="size-5" />
            </button>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="hidden"
              onChange={(e) => {
                void onImage(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </>
        ) : null}
        <label htmlFor={fieldId} className="sr-only">
          {COPY.messageLabel}
        </label>
        <textarea
          id={fieldId}
          rows={1}
          value={text}
          maxLength={CHAT_TEXT_MAX}
          placeholder={COPY.placeholder}
          onChange={(e) => {
            setText(e.target.value);
            chat.notifyTyping();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
          className="max-h-28 min-h-10 flex-1 resize-none rounded-2xl bg-ink-800 px-3.5 py-2.5 text-sm text-white ring-1 ring-white/10 outline-none placeholder:text-indigo-200/40 focus:ring-gold-400"
        />
        <button
          type="submit"
          aria-label={COPY.send}
          disabled={!text.trim() || sending || chat.status !== 'ready'}
          className="grid size-10 shrink-0 place-items-center rounded-full bg-gold-400 text-ink-900 disabled:opacity-40"
        >
          <SendIcon className="size-5" />
        </button>
      </form>
    </div>
  );
}
