import { useEffect, useRef } from 'react';
import { RG_MESSAGES, type RgRestriction } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { AlertTriangleIcon } from '@/shared/ui/icons';
import { RG_COPY } from '../copy';

/**
 * A break or a self-exclusion in force, with the server's words and its end. A break just taken
 * further down the screen brings it into view.
 */
export function RestrictionBanner({ restriction }: { restriction: RgRestriction }) {
  const COPY = useCopy(RG_COPY);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const message = localizeMessage(
    restriction.kind === 'cool_off'
      ? RG_MESSAGES.coolingOff(restriction.until)
      : RG_MESSAGES.excluded(restriction.until),
  );
  return (
    <section
      ref={ref}
      aria-labelledby="rg-restriction"
      className="scroll-mt-16 flex gap-3 rounded-2xl bg-rose-500/10 p-4 ring-1 ring-rose-400/40"
    >
      <AlertTriangleIcon className="mt-0.5 size-5 shrink-0 text-rose-300" />
      <div className="flex flex-col gap-1">
        <h2 id="rg-restriction" className="text-sm font-bold text-rose-100">
          {restriction.kind === 'cool_off' ? COPY.restrictionCoolOff : COPY.restrictionExclusion}
        </h2>
        <p className="text-sm leading-relaxed text-indigo-50">{message}</p>
        {restriction.set_by === 'operator' ? (
          <p className="text-xs text-indigo-200/75">{COPY.setByOperator}</p>
        ) : null}
      </div>
    </section>
  );
}
