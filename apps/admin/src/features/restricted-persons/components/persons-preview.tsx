import { Badge } from '@/shared/ui/badge';
import { Notice } from '@/shared/ui/feedback';
import { TablePanel } from '@/shared/ui/list-panel';
import type { PersonRow } from '../lib/persons-csv';

/** How many rows the preview shows (a list may have 10,000). */
const SHOWN = 500;

/**
 * The rows read from the list, as they will be sent (the first 500), each with the contract's
 * verdict: ready, or what is wrong; above them, how many are ready and what is wrong with the
 * whole list.
 */
export function PersonsPreview({
  rows,
  listErrors,
}: {
  rows: readonly PersonRow[];
  listErrors: readonly string[];
}) {
  const failing = rows.filter((row) => row.errors.length > 0);
  const lines = failing.slice(0, 10).map((row) => row.line);
  return (
    <div className="space-y-3">
      {failing.length > 0 && (
        <Notice tone="danger">
          {failing.length} of {rows.length} rows have errors (line{lines.length === 1 ? '' : 's'}{' '}
          {lines.join(', ')}
          {failing.length > lines.length ? ', …' : ''}): correct them before adding the list.
        </Notice>
      )}
      {listErrors.map((message) => (
        <Notice key={message} tone="danger">
          {message}
        </Notice>
      ))}
      <TablePanel
        title={`Rows read · ${rows.length}${rows.length > SHOWN ? ` (the first ${SHOWN} shown)` : ''}`}
        actions={
          failing.length === 0 ? (
            <Badge tone="success">All ready</Badge>
          ) : (
            <Badge tone="danger">{failing.length} with errors</Badge>
          )
        }
        rows={rows.slice(0, SHOWN)}
        empty="No rows read yet"
        caption="Rows read from the list"
        rowKey={(row) => row.line}
        rowClassName="align-top"
        columns={[
          { head: 'Line', align: 'right', cell: (row) => row.line },
          { head: 'Country code', cell: (row) => row.person.country_code },
          { head: 'Phone', className: 'font-mono text-xs', cell: (row) => row.person.phone },
          { head: 'Name', cell: (row) => row.person.name },
          { head: 'Birthday', className: 'whitespace-nowrap', cell: (row) => row.person.birthday },
          {
            head: 'Check',
            cell: (row) =>
              row.errors.length === 0 ? (
                <Badge tone="success">Ready</Badge>
              ) : (
                <ul className="space-y-0.5 text-xs text-red-700">
                  {row.errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </div>
  );
}
