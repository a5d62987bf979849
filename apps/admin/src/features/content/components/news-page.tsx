import { useState } from 'react';
import {
  LANGUAGE_NAMES,
  operatorCalls,
  type AdminNewsItem,
  type Language,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { CallDialog, fieldError } from '@/shared/forms/call-dialog';
import { formatDateTime } from '@/shared/lib/format';
import { useActing } from '@/shared/lib/use-acting';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form';
import { ListPanel } from '@/shared/ui/list-panel';
import { PageHeader } from '@/shared/ui/page';
import { Stacked } from '@/shared/ui/table';
import { NEWS_PAGE_SIZE, NEWS_READS, useNews } from '../api/content';
import { ContentField, NewsSummaryField, NewsTitleField } from './content-field';
import { DeleteDialog, TRANSLATION_LANGUAGES, changedColumn, editColumn } from './content-parts';
import { NewsTranslationDialog, translationColumn } from './news-translation';

type Acting =
  | { kind: 'save'; item: AdminNewsItem | null }
  | { kind: 'delete'; item: AdminNewsItem }
  | { kind: 'translate'; item: AdminNewsItem; language: Language };

/**
 * The news players read (/my/news), newest first: add an item, change one, write its text in
 * the players' other languages (each column says whether an item has a translation, and whether
 * the English changed after it), take one off the players' list. Admins write; support reads.
 * Every change is audited with its reason.
 */
export function NewsPage() {
  const [page, setPage] = useState(1);
  const news = useNews(page);
  const mayCall = useMayCall();
  const canWrite = mayCall(operatorCalls.adminNewsSave);
  const canTranslate = mayCall(operatorCalls.adminNewsTranslationSave);
  const { acting, act: setActing, stop, outcome, done } = useActing<Acting>();
  return (
    <>
      <PageHeader
        title="News"
        description="What players read on the news page, newest first. The content is HTML, cleaned on save."
        add={
          canWrite && { label: 'Add news', onClick: () => setActing({ kind: 'save', item: null }) }
        }
        outcome={outcome}
      />
      <ListPanel
        title="News items"
        query={news}
        label="Loading news…"
        empty="No news yet"
        paging={{ page, pageSize: NEWS_PAGE_SIZE, onPage: setPage }}
        table={{
          caption: 'News, newest first',
          rowKey: (item) => item.id,
          rowClassName: 'align-top hover:bg-slate-50',
          columns: [
            {
              head: 'Title',
              rowHeader: true,
              className: 'max-w-xl',
              cell: (item) => (
                <Stacked
                  primary={item.title}
                  secondary={<span className="font-normal">{item.summary}</span>}
                />
              ),
            },
            {
              head: 'Published',
              className: 'whitespace-nowrap',
              cell: (item) => formatDateTime(item.published_at),
            },
            changedColumn<AdminNewsItem>((item) => [item.updated_by, item.updated_at]),
            ...TRANSLATION_LANGUAGES.map(translationColumn),
            canWrite &&
              editColumn<AdminNewsItem>(
                (item) => item.title,
                (item) => setActing({ kind: 'save', item }),
                (item) => setActing({ kind: 'delete', item }),
                (item) =>
                  canTranslate &&
                  TRANSLATION_LANGUAGES.map((language) => (
                    <Button
                      key={language}
                      size="sm"
                      aria-label={`${LANGUAGE_NAMES[language]} translation of ${item.title}`}
                      onClick={() => setActing({ kind: 'translate', item, language })}
                    >
                      {LANGUAGE_NAMES[language]}
                    </Button>
                  )),
              ),
          ],
        }}
      />
      {acting?.kind === 'save' && (
        <NewsDialog
          item={acting.item}
          onClose={stop}
          onDone={(saved) => done(`“${saved.title}” ${acting.item ? 'saved' : 'added'}.`)}
        />
      )}
      {acting?.kind === 'translate' && (
        <NewsTranslationDialog
          item={acting.item}
          language={acting.language}
          onClose={stop}
          onDone={() =>
            done(`${LANGUAGE_NAMES[acting.language]} translation of “${acting.item.title}” saved.`)
          }
        />
      )}
      {acting?.kind === 'delete' && (
        <DeleteDialog
          call={operatorCalls.adminNewsDelete}
          invalidates={NEWS_READS}
          id={acting.item.id}
          title="Delete news"
          description={`“${acting.item.title}” leaves the players' news page. The audit log keeps what it said.`}
          onClose={stop}
          onDone={() => done(`“${acting.item.title}” deleted.`)}
        />
      )}
    </>
  );
}

function NewsDialog({
  item,
  onClose,
  onDone,
}: {
  item: AdminNewsItem | null;
  onClose: () => void;
  onDone: (saved: AdminNewsItem) => void;
}) {
  return (
    <CallDialog
      call={operatorCalls.adminNewsSave}
      invalidates={NEWS_READS}
      defaultValues={{
        ...(item && { id: item.id }),
        title: item?.title ?? '',
        summary: item?.summary ?? '',
        image: item?.image ?? '',
        content: item?.content ?? '',
        reason: '',
      }}
      title={item ? `Change “${item.title}”` : 'Add news'}
      description={
        item
          ? `Published ${formatDateTime(item.published_at)}; the date and the order stay.`
          : 'Published now: it goes to the top of the players’ news.'
      }
      wide="xl"
      fields={(form) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <NewsTitleField form={form} />
            <TextField
              label="Image (optional)"
              hint="A path on the image host (news/summer.png) or an https:// address."
              error={fieldError(form, 'image')}
              {...form.register('image')}
            />
          </div>
          <NewsSummaryField form={form} />
          <ContentField form={form} />
        </>
      )}
      reason={{ rows: 2, hint: 'Kept in the audit log with what changed.' }}
      submit={item ? 'Save' : 'Add news'}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
