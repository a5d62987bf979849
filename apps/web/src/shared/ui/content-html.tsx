import DOMPurify from 'dompurify';
import { useMemo, type HTMLAttributes } from 'react';
import { contentHtmlSanitizer } from '@pisoplay/contract';
import { cn } from '@/shared/lib/cn';
import './content-html.css';

let sanitize: ((html: string) => string) | undefined;

/**
 * HTML operators wrote for players (news, help articles), cleaned again before it is shown: the
 * server's allow-list (the contract's CONTENT_HTML) on a DOMPurify instance of its own. The
 * screens that show such text are lazy routes: DOMPurify is not in the lobby's bundle.
 */
export function sanitizeContentHtml(html: string): string {
  sanitize ??= contentHtmlSanitizer(DOMPurify());
  return sanitize(html);
}

/**
 * Lists and bold as the help centre has always drawn them (classes the lobby's stylesheet has
 * anyway); the other tags are styled by content-html.css.
 */
const LISTS = '[&_li]:ml-5 [&_ol]:list-decimal [&_strong]:text-gold-200 [&_ul]:list-disc';

/** Such HTML, sanitised, in a block of its own. */
export function ContentHtml({
  html,
  className,
  ...rest
}: { html: string } & Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
>) {
  const clean = useMemo(() => sanitizeContentHtml(html), [html]);
  // Sanitised above with DOMPurify, on the server's allow-list.
  return (
    <div
      {...rest}
      className={cn('content-html', LISTS, className)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
