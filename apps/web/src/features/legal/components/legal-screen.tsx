import type { LegalDocName } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { formatDateTime } from '@/shared/lib/format';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { TitleBar } from '@/shared/ui/title-bar';
import { useLegalText } from '../api/get-legal-text';
import { LEGAL_COPY, LEGAL_TITLES } from '../copy';

/** A short numbered line such as '1. Eligibility' reads as a heading. */
const isHeading = (paragraph: string): boolean =>
  /^\d+(\.\d+)*\.?\s+\S/.test(paragraph) && paragraph.length <= 60 && !/[.:;]$/.test(paragraph);

/** Plain text with blank lines between paragraphs. */
export const toParagraphs = (content: string): string[] =>
  content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Terms of Use, Privacy Policy or FAQ, as the server words them for this brand. */
export function LegalScreen({ name }: { name: LegalDocName }) {
  const COPY = useCopy(LEGAL_COPY);
  const TITLES = useCopy(LEGAL_TITLES);
  // Read after useCopy: a language change re-renders this screen and asks for the text again in
  // the new language.
  const query = useLegalText(name);
  const text = query.data;
  const updated = text ? formatDateTime(text.updated_at) : '';

  return (
    <div className="flex flex-col">
      <TitleBar title={text?.title || TITLES[name]} />
      <article className="px-5 pt-5 pb-10">
        {query.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <p className="sr-only">{COPY.loading}</p>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className={i % 3 === 2 ? 'h-3 w-2/3' : 'h-3 w-full'} />
            ))}
          </div>
        ) : query.isError ? (
          <ErrorWithRetry
            message={COPY.error}
            retryLabel={COPY.retry}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            {updated ? (
              <p className="mb-4 text-xs text-indigo-200/60">{COPY.updated({ date: updated })}</p>
            ) : null}
            <div className="flex flex-col gap-4 text-sm leading-relaxed whitespace-pre-line text-indigo-100/90">
              {toParagraphs(query.data.content).map((paragraph, i) => {
                if (isHeading(paragraph)) {
                  return (
                    <h2 key={i} className="mt-2 text-base font-bold text-gold-200">
                      {paragraph}
                    </h2>
                  );
                }
                // FAQ entries: a question on the first line, its answer below.
                const [first = '', ...rest] = paragraph.split('\n');
                if (first.trim().endsWith('?') && rest.length > 0) {
                  return (
                    <section key={i} className="flex flex-col gap-1">
                      <h2 className="font-semibold text-gold-200">{first.trim()}</h2>
                      <p>{rest.join('\n')}</p>
                    </section>
                  );
                }
                return <p key={i}>{paragraph}</p>;
              })}
            </div>
          </>
        )}
      </article>
    </div>
  );
}
