import { useState } from 'react';
import type { HelpItem } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { EmptyState, ErrorWithRetry } from '@/shared/ui/empty-state';
import { ContentHtml } from '@/shared/ui/content-html';
import { ChevronDownIcon } from '@/shared/ui/extra-icons';
import { TitleBar } from '@/shared/ui/title-bar';
import { useHelpCentre } from '../api/support-queries';
import { SUPPORT_COPY } from '../copy';
import { LoadingList } from './loading-list';
import { TabList } from './tab-list';

function Article({
  item,
  open,
  onToggle,
}: {
  item: HelpItem;
  open: boolean;
  onToggle: () => void;
}) {
  const regionId = `help-article-${item.id}`;
  return (
    <li className="overflow-hidden rounded-xl bg-card ring-1 ring-white/10">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-3 px-4 py-3.5 text-left text-sm font-semibold text-white"
        >
          {item.title}
          <ChevronDownIcon
            className={cn(
              'size-5 shrink-0 text-gold-300 transition-transform',
              open && 'rotate-180',
            )}
          />
        </button>
      </h2>
      {open ? (
        <ContentHtml
          id={regionId}
          role="region"
          aria-label={item.title}
          className="help-article border-t border-white/5 px-4 py-3 text-sm leading-relaxed text-indigo-100/90 [&_p+p]:mt-2 [&_p+ul]:mt-2 [&_ul+p]:mt-2"
          html={item.content}
        />
      ) : null}
    </li>
  );
}

/** /my/helpcenter: category tabs, each with its articles that open one at a time. */
export function HelpCentreScreen({ title }: { title: string }) {
  const COPY = useCopy(SUPPORT_COPY);
  const query = useHelpCentre();
  const [typeId, setTypeId] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const types = query.data?.types ?? [];
  const selected = typeId ?? types[0]?.id ?? null;
  const items = (query.data?.items ?? []).filter((item) => item.helpTypeId === selected);

  return (
    <div className="flex flex-col pb-10">
      <TitleBar title={title} />
      {query.isPending ? (
        <div className="pt-4">
          <LoadingList />
        </div>
      ) : query.isError ? (
        <ErrorWithRetry
          message={COPY.loadError}
          retryLabel={COPY.retry}
          onRetry={() => void query.refetch()}
        />
      ) : types.length === 0 ? (
        <EmptyState message={COPY.helpEmpty} />
      ) : (
        <>
          <TabList
            label={COPY.helpCategories}
            idPrefix="help"
            tabs={types.map((type) => ({ id: type.id, label: type.typeName }))}
            selected={selected!}
            onSelect={(id) => {
              setTypeId(id);
              setOpenId(null);
            }}
          />
          <div
            id="help-panel"
            role="tabpanel"
            aria-labelledby={`help-tab-${selected}`}
            className="px-4"
          >
            {items.length === 0 ? (
              <EmptyState message={COPY.helpEmpty} />
            ) : (
              <ul className="flex flex-col gap-2.5">
                {items.map((item) => (
                  <Article
                    key={item.id}
                    item={item}
                    open={openId === item.id}
                    onToggle={() => setOpenId(openId === item.id ? null : item.id)}
                  />
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </div>
  );
}
