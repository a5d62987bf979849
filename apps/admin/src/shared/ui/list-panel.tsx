import type { ComponentProps, ReactNode } from 'react';
import type { PagedFilter } from '@/shared/lib/use-paged-filter';
import { EmptyState } from './feedback';
import { Segmented } from './form';
import { LoadedList, countOf, type TableSpec } from './loaded';
import { Panel } from './page';
import { DataTable } from './table';

type ListProps<R> = Omit<ComponentProps<typeof LoadedList<R>>, 'inset'>;

/**
 * A titled panel holding one list: its states, its rows (a table, flush), its pager. The title
 * counts the rows (a paged list: all of them) once they are known, unless `counted` is false.
 */
export function ListPanel<R>({
  title,
  counted = true,
  actions,
  className,
  ...list
}: ListProps<R> & {
  title: string;
  counted?: boolean;
  actions?: ReactNode;
  className?: string;
}) {
  const data = list.query.data;
  return (
    <Panel
      flush
      className={className}
      title={counted && data ? `${title} · ${countOf(data)}` : title}
      actions={actions}
    >
      <LoadedList {...list} />
    </Panel>
  );
}

/**
 * A queue: one status of a paged list at a time, chosen with pressed buttons beside the title
 * (the status's label, and the count). Choosing another status starts again at page 1.
 */
export function QueuePanel<F extends string, R>({
  filter,
  options,
  filterLabel = 'Status',
  title,
  pageSize,
  ...list
}: Omit<ListProps<R>, 'paging'> & {
  filter: PagedFilter<F>;
  options: readonly { value: F; label: string }[];
  filterLabel?: string;
  /** The panel's title; the chosen option's label by default. */
  title?: string;
  pageSize: number;
}) {
  return (
    <ListPanel
      {...list}
      title={title ?? options.find((option) => option.value === filter.value)?.label ?? ''}
      paging={{ page: filter.page, pageSize, onPage: filter.setPage }}
      actions={
        <Segmented
          label={filterLabel}
          value={filter.value}
          options={options}
          onChange={filter.setValue}
        />
      }
    />
  );
}

/** A titled panel holding a table of rows already at hand; an empty list says `empty`. */
export function TablePanel<R>({
  title,
  actions,
  rows,
  empty,
  ...table
}: TableSpec<R> & { title: ReactNode; actions?: ReactNode; rows: readonly R[]; empty: string }) {
  return (
    <Panel flush title={title} actions={actions}>
      {rows.length === 0 ? <EmptyState title={empty} /> : <DataTable rows={rows} {...table} />}
    </Panel>
  );
}
