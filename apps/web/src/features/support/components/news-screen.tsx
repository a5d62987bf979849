import { useState } from 'react';
import type { NewsItem } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { formatDateTime } from '@/shared/lib/format';
import { ContentHtml } from '@/shared/ui/content-html';
import { EmptyState, ErrorWithRetry } from '@/shared/ui/empty-state';
import { NewspaperIcon } from '@/shared/ui/extra-icons';
import { ChevronLeftIcon, ChevronRightIcon } from '@/shared/ui/icons';
import { Modal } from '@/shared/ui/modal/modal';
import { TitleBar } from '@/shared/ui/title-bar';
import { useNews } from '../api/support-queries';
import { SUPPORT_COPY } from '../copy';
import { LoadingList } from './loading-list';

function NewsDetails({
  news,
  index,
  onMove,
}: {
  news: NewsItem[];
  index: number;
  onMove: (index: number) => void;
}) {
  const COPY = useCopy(SUPPORT_COPY);
  const item = news[index]!;
  const step =
    'flex items-center gap-1 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition disabled:opacity-40';
  return (
    <div className="flex flex-col gap-4">
      <p className="text-xs text-indigo-200/60">{formatDateTime(item.published_at)}</p>
      <ContentHtml
        className="flex max-h-[50vh] flex-col gap-3 overflow-y-auto text-sm leading-relaxed text-indigo-100/90"
        html={item.content}
      />
      <div className="flex justify-between">
        <button
          type="button"
          className={`${step} bg-white/5 text-indigo-100 ring-white/10`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ChevronLeftIcon className="size-4" />
          {COPY.previous}
        </button>
        <button
          type="button"
          className={`${step} bg-gold-400 text-ink-900 ring-gold-400`}
          disabled={index === news.length - 1}
          onClick={() => onMove(index + 1)}
        >
          {COPY.next}
          <ChevronRightIcon className="size-4" />
        </button>
      </div>
    </div>
  );
}

/** /my/news: news cards, newest first, each with a Details modal that steps through them. */
export function NewsScreen({ title }: { title: string }) {
  const COPY = useCopy(SUPPORT_COPY);
  const query = useNews();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const news = query.data?.d ?? [];
  const open = openIndex !== null && news[openIndex] ? openIndex : null;

  return (
    <div className="flex flex-col pb-10">
      <TitleBar title={title} />
      <div className="pt-4">
        {query.isPending ? (
          <LoadingList rows={4} className="h-28" />
        ) : query.isError ? (
          <ErrorWithRetry
            message={COPY.loadError}
            retryLabel={COPY.retry}
            onRetry={() => void query.refetch()}
          />
        ) : news.length === 0 ? (
          <EmptyState message={COPY.newsEmpty} />
        ) : (
          <ul className="flex flex-col gap-3 px-4">
            {news.map((item, index) => (
              <li key={item.id}>
                <article
                  aria-labelledby={`news-${item.id}`}
                  className="flex flex-col gap-2 rounded-2xl bg-card p-4 ring-1 ring-white/10"
                >
                  <div className="flex items-center gap-2 text-xs text-indigo-200/60">
                    <NewspaperIcon className="size-4 text-gold-300" />
                    {formatDateTime(item.published_at)}
                  </div>
                  <h2 id={`news-${item.id}`} className="text-base font-bold text-white">
                    {item.title}
                  </h2>
                  <p className="text-sm text-indigo-100/80">{item.summary}</p>
                  <button
                    type="button"
                    onClick={() => setOpenIndex(index)}
                    aria-label={`${COPY.details}: ${item.title}`}
                    className="self-end rounded-full bg-white/10 px-4 py-1.5 text-xs font-semibold text-gold-200 hover:bg-white/15"
                  >
                    {COPY.details}
                  </button>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Modal
        open={open !== null}
        title={open !== null ? news[open]!.title : ''}
        onClose={() => setOpenIndex(null)}
      >
        {open !== null ? <NewsDetails news={news} index={open} onMove={setOpenIndex} /> : null}
      </Modal>
    </div>
  );
}
