import { cn } from '@/shared/lib/cn';

export type Column = { label: string; className?: string };

/** A contest table's column headings, in the tables' small upper-case style. */
export function ColumnHeadings({
  columns,
  className,
}: {
  columns: readonly Column[];
  className?: string;
}) {
  return (
    <thead className={className}>
      <tr className="text-left text-[11px] font-semibold tracking-wide text-indigo-200/60 uppercase">
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={cn('pb-1.5 font-semibold', column.className)}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
