import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { contentHtmlSanitizer } from '@pisoplay/contract';

let sanitize: ((html: string) => string) | undefined;

/**
 * HTML an operator writes for players, cleaned as the players' app cleans it before showing it
 * (the contract's CONTENT_HTML allow-list, the server's, on a DOMPurify instance of its own).
 */
export function sanitizeContentHtml(html: string): string {
  sanitize ??= contentHtmlSanitizer(DOMPurify());
  return sanitize(html);
}

/** How the allowed tags look in the back office's previews. */
const PROSE =
  'text-sm leading-relaxed text-slate-800 [&_a]:text-indigo-700 [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-medium [&_img]:h-auto [&_img]:max-w-full [&_li]:ml-5 [&_ol]:list-decimal [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_ul]:list-disc [&>*+*]:mt-2';

/**
 * What players will see of `html`: sanitised on the same allow-list. Facts (`{{deposit.min}}`)
 * stay as written; the players' app fills them in.
 */
export function ContentPreview({ html, label = 'Preview' }: { html: string; label?: string }) {
  const clean = useMemo(() => sanitizeContentHtml(html), [html]);
  return (
    <section aria-label={label} className="min-w-0">
      <p className="text-[13px] font-medium text-slate-800">{label}</p>
      <div className="mt-1 max-h-80 overflow-y-auto rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
        {clean ? (
          // Sanitised above with DOMPurify, on the server's allow-list.
          <div className={PROSE} dangerouslySetInnerHTML={{ __html: clean }} />
        ) : (
          <p className="text-sm text-slate-600">Nothing to show yet.</p>
        )}
      </div>
    </section>
  );
}
