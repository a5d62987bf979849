import { useState } from 'react';
import { Button } from './button';
import { Notice } from './feedback';
import { Panel } from './page';

/** The codes a reply carries (`{codes}`: a voucher batch made, or approved), else null. */
export function codesIn(reply: unknown): string[] | null {
  const codes = (reply as { codes?: unknown } | null | undefined)?.codes;
  return Array.isArray(codes) && codes.every((code) => typeof code === 'string') ? codes : null;
}

/**
 * Codes to hand on (voucher codes), in a panel: numbered, in a monospace font, a click selects
 * them all, and Copy all puts them on the clipboard, one a line. `shownOnce`: the server keeps
 * only their hashes (vouchers), which the panel says first.
 */
export function CodeListPanel({
  title,
  codes,
  shownOnce = false,
}: {
  title: string;
  codes: readonly string[];
  shownOnce?: boolean;
}) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    (navigator.clipboard?.writeText(codes.join('\n')) ?? Promise.reject()).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Panel
      title={`${title} · ${codes.length}`}
      actions={
        <Button size="sm" variant="primary" onClick={copy}>
          Copy all
        </Button>
      }
    >
      {shownOnce && (
        <Notice tone="warning">
          Shown this once: the server keeps only a fingerprint of each code, so nobody can read them
          again. Copy them now and hand them on safely.
        </Notice>
      )}
      <p role="status" className="my-2 text-xs text-slate-600">
        {copied === true && 'Copied to the clipboard, one code a line.'}
        {copied === false && 'The browser did not allow copying: select the codes and copy them.'}
      </p>
      <ol
        aria-label={title}
        className="grid list-inside list-decimal gap-x-6 gap-y-1 font-mono text-sm text-slate-900 select-all sm:grid-cols-2 xl:grid-cols-4"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </Panel>
  );
}
