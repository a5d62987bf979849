import { useEffect, useId, useRef } from 'react';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { CloseIcon } from '@/shared/ui/icons';
import type { ModalOptions } from '@/shared/ui/modal/modal-context';
import { UI_COPY } from '@/shared/ui/copy';

export type ModalPhase = 'entering' | 'open' | 'closing';

type FrameEntry = ModalOptions & { id: number; phase: ModalPhase };

type ModalFrameProps = {
  entry: FrameEntry;
  isTop: boolean;
  onEntered: (id: number) => void;
  onRequestClose: (id: number) => void;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** One dialog of the modal layer: backdrop, panel, focus handling. */
export function ModalFrame({ entry, isTop, onEntered, onRequestClose }: ModalFrameProps) {
  const COPY = useCopy(UI_COPY);
  const { id, phase, title, content, hideTitle } = entry;
  const variant = entry.variant ?? 'center';
  const dismissible = entry.dismissible ?? true;
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // On the next frame, move focus into the dialog and start the enter transition. Focus needs
  // the page's layout: taken in the frame, it is the layout the browser does anyway, instead of
  // a second one forced in the middle of React's commit (a dialog open on the first load would
  // otherwise lay out the whole new page twice).
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => {
      const panel = panelRef.current;
      if (panel) {
        // Focus goes to an element marked data-autofocus, else to the dialog itself so its
        // title is announced first.
        const target = panel.querySelector<HTMLElement>('[data-autofocus]');
        (target ?? panel).focus({ preventScroll: true });
      }
      onEntered(id);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [id, onEntered]);

  // Escape closes the top dialog; Tab stays inside it.
  useEffect(() => {
    if (!isTop || phase === 'closing') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (dismissible) {
          event.preventDefault();
          onRequestClose(id);
        }
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusables = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isTop, phase, dismissible, id, onRequestClose]);

  const shown = phase === 'open';
  const sheet = variant === 'sheet';

  return (
    <div
      className={cn('fixed inset-0 z-50 flex justify-center', sheet ? 'items-end' : 'items-center')}
      data-state={phase}
      data-variant={variant}
    >
      <div
        aria-hidden="true"
        data-testid="modal-backdrop"
        onClick={() => dismissible && onRequestClose(id)}
        className={cn(
          'absolute inset-0 bg-black/70 transition-opacity duration-200',
          shown ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cn(
          'relative flex max-h-[90dvh] w-full flex-col overflow-hidden bg-ink-850 text-indigo-50 shadow-2xl shadow-black/60 outline-none ring-1 ring-white/10 transition duration-300 ease-out',
          sheet
            ? 'max-w-[480px] rounded-t-3xl pb-[env(safe-area-inset-bottom)]'
            : 'mx-4 max-w-[440px] rounded-3xl',
          sheet && (shown ? 'translate-y-0' : 'translate-y-full'),
          !sheet && (shown ? 'scale-100' : 'scale-95'),
          // A dialog enters opaque: its words can be read from its first frame (a fade from
          // nothing hid them for the transition, and the browser counts a text's paint from
          // when it is fully shown). It fades as it closes.
          !sheet && phase === 'closing' && 'opacity-0',
        )}
      >
        {sheet ? (
          <div aria-hidden="true" className="mx-auto mt-2 h-1 w-10 rounded-full bg-white/20" />
        ) : null}
        <div
          className={cn(
            'flex items-center gap-2 px-5 pt-4',
            hideTitle && 'sr-only',
            !dismissible && 'justify-center',
          )}
        >
          <h2 id={titleId} className="flex-1 text-lg font-bold text-white">
            {title}
          </h2>
          {dismissible && !hideTitle ? (
            <button
              type="button"
              aria-label={COPY.close}
              onClick={() => onRequestClose(id)}
              className="-mr-2 grid size-9 place-items-center rounded-full text-indigo-200 hover:bg-white/10 hover:text-white"
            >
              <CloseIcon className="size-5" />
            </button>
          ) : null}
        </div>
        <div className="overflow-y-auto overscroll-contain px-5 pt-3 pb-5">{content}</div>
      </div>
    </div>
  );
}
