import { Link } from 'react-router';
import type { ChatMessage } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { formatDateTime } from '@/shared/lib/format';
import { CheckIcon } from '@/shared/ui/icons';
import { CHAT_COPY } from '../copy';

/** Sent (one tick), delivered (two), read (two, gold): the marks of the player's messages. */
function Marks({ message }: { message: ChatMessage }) {
  const COPY = useCopy(CHAT_COPY);
  const label = message.read_at ? COPY.read : message.delivered_at ? COPY.delivered : COPY.sent;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn('inline-flex', message.read_at ? 'text-gold-300' : 'text-indigo-200/60')}
    >
      <CheckIcon className="size-3.5" />
      {message.delivered_at ? <CheckIcon className="-ml-2 size-3.5" /> : null}
    </span>
  );
}

export function MessageBubble({ message }: { message: ChatMessage }) {
  const COPY = useCopy(CHAT_COPY);
  const authors: Record<ChatMessage['author'], string> = {
    player: COPY.you,
    operator: COPY.agent,
    bot: COPY.bot,
  };
  const mine = message.author === 'player';
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <span className="px-1 text-[11px] text-indigo-200/60">{authors[message.author]}</span>
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-line',
          mine
            ? 'rounded-br-sm bg-gold-400 text-ink-900'
            : 'rounded-bl-sm bg-card text-indigo-50 ring-1 ring-white/10',
        )}
      >
        {message.image_url ? (
          <img
            src={message.image_url}
            alt={COPY.image}
            className="mb-1 max-h-60 rounded-lg object-contain"
          />
        ) : null}
        {message.text}
        {message.author === 'bot' ? (
          <Link
            to={paths.myHelpCenter.getHref()}
            className="mt-2 block font-semibold text-gold-300 underline"
          >
            {COPY.helpCenter}
          </Link>
        ) : null}
      </div>
      <span className="flex items-center gap-1 px-1 text-[11px] text-muted">
        {formatDateTime(message.created_at)}
        {mine ? <Marks message={message} /> : null}
      </span>
    </li>
  );
}
