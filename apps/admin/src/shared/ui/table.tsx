import type { ReactNode, ThHTMLAttributes, TdHTMLAttributes } from 'react';

/** A real table: a caption for screen readers, column headers with scope. */
export function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({
  align = 'left',
  className = '',
  children,
  ...rest
}: ThHTMLAttributes<HTMLTableCellElement> & { align?: 'left' | 'right' }) {
  return (
    <th
      scope="col"
      className={`border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-medium whitespace-nowrap text-slate-600 ${align === 'right' ? 'text-right' : 'text-left'} ${className}`}
      {...rest}
    >
      {children}
    </th>
  );
}

export function Td({
  align = 'left',
  className = '',
  children,
  ...rest
}: TdHTMLAttributes<HTMLTableCellElement> & { align?: 'left' | 'right' }) {
  return (
    <td
      className={`border-b border-slate-100 px-3 py-2 align-middle text-slate-800 ${align === 'right' ? 'text-right tabular-nums' : ''} ${className}`}
      {...rest}
    >
      {children}
    </td>
  );
}

/** A row header (the row's name), for tables whose rows are things. */
export function RowTh({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <th
      scope="row"
      className={`border-b border-slate-100 px-3 py-2 text-left font-medium text-slate-900 ${className}`}
    >
      {children}
    </th>
  );
}

/** Previous and next pages of a paged list. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  return (
    <nav
      aria-label="Pages"
      className="flex items-center justify-between border-t border-slate-200 px-4 py-2 text-sm text-slate-600"
    >
      <span>
        Page {page} of {pages} · {total} in all
      </span>
      <span className="flex gap-2">
        <button
          type="button"
          className="rounded-md px-2.5 py-1 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-50"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className="rounded-md px-2.5 py-1 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-50"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </span>
    </nav>
  );
}

/** A cell's main value with a second, smaller line under it (a uid, an age, an address). */
export function Stacked({ primary, secondary }: { primary: ReactNode; secondary?: ReactNode }) {
  return (
    <>
      <span className="block">{primary}</span>
      {secondary !== undefined && secondary !== '' && (
        <span className="block text-xs text-slate-600">{secondary}</span>
      )}
    </>
  );
}
