import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { DEFAULT_LANGUAGE, LANGUAGES, type PayloadOf } from '@pisoplay/contract';
import type { AnyCall } from '@/shared/api/client';
import { CallDialog } from '@/shared/forms/call-dialog';
import { formatDateTime } from '@/shared/lib/format';
import { ChangeButton } from '@/shared/ui/button';
import { Stacked, actionsColumn, type Column } from '@/shared/ui/table';

/**
 * The languages operators translate into (news items, category names): the players' languages
 * but English, the text itself.
 */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** Who saved a text last and when (`[by, at]`); a seeded one no operator has changed says so. */
export const changedColumn = <R,>(last: (row: R) => [by: string, at: string]): Column<R> => ({
  head: 'Last changed',
  className: 'whitespace-nowrap',
  cell: (row) => {
    const [by, at] = last(row);
    return by ? (
      <Stacked primary={by} secondary={formatDateTime(at)} />
    ) : (
      <span className="text-slate-600">Seeded</span>
    );
  },
});

/**
 * A row's Change button, and its Delete button where the item can be deleted; `more`, buttons of
 * the row's own before them (a news item's translations).
 */
export const editColumn = <R,>(
  name: (row: R) => string,
  onChange: (row: R) => void,
  onDelete?: (row: R) => void,
  more?: (row: R) => ReactNode,
): Column<R> =>
  actionsColumn((row) => (
    <span className="flex justify-end gap-1.5">
      {more?.(row)}
      <ChangeButton name={name(row)} onClick={() => onChange(row)} />
      {onDelete && <ChangeButton name={name(row)} label="Delete" onClick={() => onDelete(row)} />}
    </span>
  ));

/** Deletes one item (`{id, reason}`) with the reason the audit log keeps. */
export function DeleteDialog<C extends AnyCall>({
  call,
  invalidates,
  id,
  title,
  description,
  onClose,
  onDone,
}: {
  /** A call of `{id, reason}`. */
  call: C;
  /** The lists the item leaves. */
  invalidates: readonly AnyCall[];
  id: number;
  title: string;
  description: string;
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <CallDialog
      call={call}
      invalidates={invalidates}
      defaultValues={{ id, reason: '' } as unknown as DefaultValues<PayloadOf<C> & FieldValues>}
      title={title}
      description={description}
      submit="Delete"
      variant="danger"
      onClose={onClose}
      onDone={onDone}
    />
  );
}
