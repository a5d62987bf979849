import type { ReactNode, ThHTMLAttributes, TdHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';

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

type Cell<A> = A & { align?: 'left' | 'right' };

const HEAD =
  'border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-medium whitespace-nowrap';
const BODY = 'border-b border-slate-100 px-3 py-2 align-middle text-slate-800';

/** A column header. */
export function Th({
  align,
  className = '',
  ...rest
}: Cell<ThHTMLAttributes<HTMLTableCellElement>>) {
  const side = align === 'right' ? 'text-right' : 'text-left';
  return <th scope="col" className={`${HEAD} text-slate-600 ${side} ${className}`} {...rest} />;
}

/** A cell; figures on the right line up. */
export function Td({
  align,
  className = '',
  ...rest
}: Cell<TdHTMLAttributes<HTMLTableCellElement>>) {
  const side = align === 'right' ? 'text-right tabular-nums' : '';
  return <td className={`${BODY} ${side} ${className}`} {...rest} />;
}

/** The header of a column of buttons or links, named for screen readers only. */
export function ActionsTh({ label = 'Actions' }: { label?: string }) {
  return (
    <Th>
      <span className="sr-only">{label}</span>
    </Th>
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

/** A player known by uid only (a contest place, a ledger account): 'uid 42', to their page. */
export function UidLink({ uid }: { uid: number }) {
  return (
    <Link to={paths.player.getHref(uid)} className="font-medium text-indigo-700 hover:underline">
      uid {uid}
    </Link>
  );
}

/** A player in a row: their name, a link to their page, and a second line (uid, channel). */
export function PlayerCell({
  uid,
  username,
  secondary,
}: {
  uid: number;
  username: string;
  secondary: ReactNode;
}) {
  return (
    <Stacked
      primary={
        <Link
          to={paths.player.getHref(uid)}
          className="font-medium text-indigo-700 hover:underline"
        >
          {username}
        </Link>
      }
      secondary={secondary}
    />
  );
}

/** One column of a DataTable: its header, and what each row shows in it. */
export type Column<R> = {
  head: string;
  cell: (row: R) => ReactNode;
  align?: 'left' | 'right';
  /** The cell's classes (width, wrapping); `headClassName` the header's. */
  className?: string;
  headClassName?: string;
  /** The cell names the row (a row header), as a thing's name does. */
  rowHeader?: boolean;
  /** The cell's tooltip (the whole of a truncated text). */
  title?: (row: R) => string | undefined;
  /** The header is for screen readers only (a column of buttons). */
  quiet?: boolean;
};

/** A column of buttons or links for each row, its header for screen readers only. */
export const actionsColumn = <R,>(cell: (row: R) => ReactNode, head = 'Actions'): Column<R> => ({
  head,
  cell,
  align: 'right',
  quiet: true,
});

/** A real table made from its columns: the header row, then a row per item. */
export function DataTable<R>({
  caption,
  rows,
  rowKey,
  columns,
  rowClassName = 'hover:bg-slate-50',
}: {
  caption: string;
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  columns: readonly (Column<R> | false | null | undefined)[];
  rowClassName?: string;
}) {
  const shown = columns.filter((column): column is Column<R> => Boolean(column));
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          {shown.map((column) => (
            <Th key={column.head} align={column.align} className={column.headClassName}>
              {column.quiet ? <span className="sr-only">{column.head}</span> : column.head}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName}>
            {shown.map((column) =>
              column.rowHeader ? (
                <RowTh key={column.head} className={column.className}>
                  {column.cell(row)}
                </RowTh>
              ) : (
                <Td
                  key={column.head}
                  align={column.align}
                  className={column.className}
                  title={column.title?.(row)}
                >
                  {column.cell(row)}
                </Td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
