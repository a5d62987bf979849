import type { ReactNode } from 'react';
import { useCopy } from '@/shared/i18n/define-copy';
import { CloseIcon } from '@/shared/ui/icons';
import { AUTH_COPY } from '../copy';

type StepHeaderProps = {
  title: string;
  subtitle?: string;
  onClose: () => void;
  /** In the sheet the dialog already names itself with the title; the heading is then visual. */
  headingLevel?: 'h1' | 'h2' | 'none';
  /** Shown at the top left, level with the close icon (the language switch). */
  toolbar?: ReactNode;
};

/** A login step's title, subtitle and close icon. */
export function StepHeader({
  title,
  subtitle,
  onClose,
  headingLevel = 'h1',
  toolbar,
}: StepHeaderProps) {
  const COPY = useCopy(AUTH_COPY);
  const Heading = headingLevel === 'none' ? 'p' : headingLevel;
  return (
    <div className="relative flex flex-col items-center gap-1 pt-2 pb-5 text-center">
      {/* Level with the close icon (-top-1), clear of it on the right; first in reading order. */}
      {toolbar ? <div className="-mt-3 mb-2 self-start pr-10">{toolbar}</div> : null}
      <button
        type="button"
        onClick={onClose}
        aria-label={COPY.close}
        className="absolute -top-1 -right-2 grid size-10 place-items-center rounded-full text-indigo-200 transition hover:bg-white/10 hover:text-white"
      >
        <CloseIcon className="size-5" />
      </button>
      <Heading
        aria-hidden={headingLevel === 'none' || undefined}
        className="text-gold-gradient px-8 text-2xl font-black tracking-tight"
      >
        {title}
      </Heading>
      {subtitle ? <p className="text-sm font-semibold text-indigo-100/80">{subtitle}</p> : null}
    </div>
  );
}
