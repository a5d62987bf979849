import {
  useFieldArray,
  type ArrayPath,
  type FieldArray,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { Button } from '@/shared/ui/button';
import { ActionsTh, Td, Th } from '@/shared/ui/table';

/** One column of an editable table: the row's field and its heading. */
export type RowsColumn = {
  field: string;
  label: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
  /** Read as a number (a field the schema wants as one, not coerced). */
  asNumber?: boolean;
  className?: string;
};

/**
 * A table of rows to edit in a form (an array field of the call's payload): an input per column,
 * each row's messages from the form's check (the contract's words), add and remove a row.
 */
export function RowsField<T extends FieldValues>({
  form,
  name,
  caption,
  columns,
  newRow,
  addLabel = 'Add a row',
}: {
  form: UseFormReturn<T>;
  name: ArrayPath<T>;
  caption: string;
  columns: readonly RowsColumn[];
  /** The row `Add` appends, given the rows as they are. */
  newRow: (rows: readonly FieldValues[]) => FieldArray<T, ArrayPath<T>>;
  addLabel?: string;
}) {
  const rows = useFieldArray({ control: form.control, name });
  const messageOf = (path: string) =>
    form.getFieldState(path as Path<T>, form.formState).error?.message;
  const whole = form.getFieldState(name as Path<T>, form.formState).error;
  const wholeMessage =
    whole?.message ?? (whole as { root?: { message?: string } } | undefined)?.root?.message;
  return (
    <div className="space-y-2">
      {/* Scrolls within its frame, the header row kept in sight. */}
      <div className="max-h-[45vh] overflow-auto rounded-md ring-1 ring-slate-200">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-10">
            <tr>
              {columns.map((column) => (
                <Th key={column.field}>{column.label}</Th>
              ))}
              <ActionsTh />
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((row, index) => (
              <tr key={row.id}>
                {columns.map((column) => {
                  const path = `${name}.${index}.${column.field}`;
                  const message = messageOf(path);
                  return (
                    <Td key={column.field} className={`align-top ${column.className ?? ''}`}>
                      <input
                        aria-label={`${column.label}, row ${index + 1}`}
                        aria-invalid={message ? true : undefined}
                        inputMode={column.inputMode}
                        title={message}
                        className="block w-full min-w-16 rounded-md border-0 px-2 py-1 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none aria-[invalid=true]:ring-red-500"
                        {...form.register(path as Path<T>, {
                          valueAsNumber: column.asNumber,
                        })}
                      />
                      {message && <p className="mt-0.5 text-xs text-red-700">{message}</p>}
                    </Td>
                  );
                })}
                <Td align="right" className="align-top">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove row ${index + 1}`}
                    onClick={() => rows.remove(index)}
                  >
                    Remove
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {wholeMessage && (
        <p role="alert" className="text-xs text-red-700">
          {wholeMessage}
        </p>
      )}
      <Button
        size="sm"
        onClick={() =>
          rows.append(newRow((form.getValues(name as Path<T>) as FieldValues[] | undefined) ?? []))
        }
      >
        {addLabel}
      </Button>
    </div>
  );
}
