import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { ChevronLeftIcon } from '@/shared/ui/icons';
import { UI_COPY } from './copy';

type TitleBarProps = {
  title: string;
  /** Where back goes; without it, back goes one step in history (or home on a first page). */
  backTo?: string;
  /** Runs instead of navigating (screens with inner steps). */
  onBack?: () => void;
  /** Hides the back button (tab roots). */
  noBack?: boolean;
  right?: ReactNode;
};

/**
 * The back button's English name. Kept for the screens that still import it; a screen shows the
 * current language's with `useCopy(UI_COPY).back` (shared/ui/copy.ts).
 */
export const BACK_LABEL = UI_COPY.source.back;

/** The sticky header of an inner screen: back button, title, optional action. */
export function TitleBar({ title, backTo, onBack, noBack = false, right }: TitleBarProps) {
  const COPY = useCopy(UI_COPY);
  const navigate = useNavigate();
  const goBack = () => {
    if (onBack) onBack();
    else if (backTo) navigate(backTo);
    else if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else navigate(paths.home.getHref());
  };
  return (
    <header className="sticky top-0 z-30 grid h-12 grid-cols-[3rem_1fr_3rem] items-center border-b border-white/5 bg-ink-900">
      {noBack ? (
        <span />
      ) : (
        <button
          type="button"
          onClick={goBack}
          aria-label={COPY.back}
          className="grid size-12 place-items-center text-indigo-100 transition hover:text-gold-300 focus-visible:text-gold-300"
        >
          <ChevronLeftIcon className="size-6" />
        </button>
      )}
      <h1 className="truncate text-center text-base font-semibold tracking-wide text-white">
        {title}
      </h1>
      <div className="flex items-center justify-end pr-2">{right}</div>
    </header>
  );
}
