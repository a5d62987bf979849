import { useId, useState } from 'react';
import type { RgLimit } from '@pisoplay/contract';
import { errorMessage } from '@/shared/api/errors';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { Button } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast/toast-store';
import { useSetLimit } from '../api/rg';
import { RG_COPY } from '../copy';
import { formatWhen, limitTitle, limitValueText, payloadValue, usedText } from '../lib/rg-format';
import { useHasPassed } from '../lib/use-has-passed';
import { FailureText } from './failure-text';

type Pending = NonNullable<RgLimit['pending']>;

/**
 * A raise or removal waiting for its 24 hours and the player's second word: what it is, from
 * when it can be confirmed, and once that time has passed, Confirm (the same value again).
 */
function PendingChange({ limit, pending }: { limit: RgLimit; pending: Pending }) {
  const COPY = useCopy(RG_COPY);
  const title = limitTitle(limit.limit);
  const setLimit = useSetLimit();
  const [failure, setFailure] = useState<string | null>(null);
  const due = useHasPassed(pending.from);
  const confirm = () => {
    setFailure(null);
    setLimit.mutate(
      { limit: limit.limit, value: payloadValue(pending.value), confirm: true },
      {
        onSuccess: () =>
          toast(copyOf(RG_COPY).confirmed({ title: limitTitle(limit.limit) }), 'success'),
        onError: (error) => setFailure(errorMessage(error, copyOf(RG_COPY).saveFailed)),
      },
    );
  };
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-amber-400/10 p-3 ring-1 ring-amber-300/30">
      <p className="text-xs font-semibold text-amber-100">
        {pending.value === null
          ? COPY.pendingRemoval
          : COPY.pendingRaise({ value: limitValueText(limit.limit, pending.value) })}
      </p>
      <p className="text-xs text-indigo-100/80">
        {due ? COPY.pendingReady : COPY.pendingFrom({ at: formatWhen(pending.from) })}
      </p>
      {due ? (
        <Button
          onClick={confirm}
          busy={setLimit.isPending}
          aria-label={COPY.confirmLabel({ title: title.toLowerCase() })}
          className="h-9! self-start px-4 text-sm"
        >
          {COPY.confirm}
        </Button>
      ) : null}
      <FailureText text={failure} />
    </div>
  );
}

/** One limit: its value or 'No limit', what is used of it and when it resets, a waiting change. */
export function LimitRow({ limit, onEdit }: { limit: RgLimit; onEdit: () => void }) {
  const COPY = useCopy(RG_COPY);
  const titleId = useId();
  const title = limitTitle(limit.limit);
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={titleId} className="text-sm font-semibold text-indigo-50">
            {title}
          </h3>
          <p className="text-base font-bold text-white tabular-nums">
            {limit.value === null ? COPY.noLimit : limitValueText(limit.limit, limit.value)}
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={onEdit}
          aria-label={COPY.editLabel({ title: title.toLowerCase() })}
          className="h-9! shrink-0 px-4 text-sm"
        >
          {COPY.edit}
        </Button>
      </div>
      <p className="flex flex-col text-xs text-indigo-200/75">
        <span>{usedText(limit)}</span>
        {limit.resets_at ? <span>{COPY.resets({ at: formatWhen(limit.resets_at) })}</span> : null}
      </p>
      {limit.pending ? (
        <PendingChange key={limit.pending.from} limit={limit} pending={limit.pending} />
      ) : null}
    </li>
  );
}
