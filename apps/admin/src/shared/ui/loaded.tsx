import type { ReactNode } from 'react';
import type { Paged } from '@pisoplay/contract';
import { EmptyState, ErrorAlert, Loading } from './feedback';
import { DataTable, Pager, type Column } from './table';

/** What a page reads of a query (TanStack Query's result has it). */
export type QueryState<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

/**
 * A query's loading and failure states (the server's message, with a retry), else its content.
 * `inset` pads the failure, for a panel whose content is flush (a table fills it).
 */
export function Loaded<T>({
  query,
  label,
  inset = false,
  children,
}: {
  query: QueryState<T>;
  label: string;
  inset?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading label={label} />;
  if (query.isError || query.data === undefined) {
    const alert = <ErrorAlert error={query.error} onRetry={() => query.refetch()} />;
    return inset ? <div className="p-4">{alert}</div> : alert;
  }
  return <>{children(query.data)}</>;
}

/** A list as the calls answer it: every row, or a page of rows with the total. */
export type ListData<R> = readonly R[] | Paged<R>;

const isPaged = <R,>(data: ListData<R>): data is Paged<R> => !Array.isArray(data);
export const rowsOf = <R,>(data: ListData<R>): readonly R[] => (isPaged(data) ? data.d : data);
export const countOf = <R,>(data: ListData<R>): number => (isPaged(data) ? data.t : data.length);

/** A list shown as a table: its caption, each row's key, its columns. */
export type TableSpec<R> = {
  caption: string;
  rowKey: (row: R) => string | number;
  columns: readonly (Column<R> | false | null | undefined)[];
  rowClassName?: string;
};

/** The pages of a paged list: the one shown, how many rows a page holds, and how to move. */
export type Paging = { page: number; pageSize: number; onPage: (page: number) => void };

/**
 * The states of a list (loading, failed, empty) and its rows, as `table` or by `children`; under
 * a paged list, its pager. `empty` is what an empty list says; `emptyHint` a line under it.
 */
export function LoadedList<R>({
  query,
  label,
  empty,
  emptyHint,
  paging,
  inset = true,
  table,
  children = (rows) => table && <DataTable rows={rows} {...table} />,
}: {
  query: QueryState<ListData<R>>;
  label: string;
  empty: string;
  emptyHint?: ReactNode;
  paging?: Paging;
  inset?: boolean;
  table?: TableSpec<R>;
  children?: (rows: readonly R[]) => ReactNode;
}) {
  return (
    <Loaded query={query} label={label} inset={inset}>
      {(data) =>
        rowsOf(data).length === 0 ? (
          <EmptyState title={empty}>{emptyHint}</EmptyState>
        ) : (
          <>
            {children(rowsOf(data))}
            {paging && isPaged(data) && (
              <Pager
                page={paging.page}
                pageSize={paging.pageSize}
                total={data.t}
                onPage={paging.onPage}
              />
            )}
          </>
        )
      }
    </Loaded>
  );
}
