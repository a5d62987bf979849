import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { MODAL_ANIMATION_MS } from '@pisoplay/contract';
import {
  ModalContext,
  ModalOpenContext,
  type ModalApi,
  type ModalHandle,
  type ModalOptions,
} from '@/shared/ui/modal/modal-context';
import { ModalFrame, type ModalPhase } from '@/shared/ui/modal/modal-frame';

export type ModalEntry = ModalOptions & {
  id: number;
  phase: ModalPhase;
  /** Where focus was before the dialog opened; it goes back there on close. */
  returnFocus: HTMLElement | null;
};

/**
 * The one modal layer of the app (spec 2.2): a stack of bottom sheets and centred dialogs with
 * a 300 ms open/close animation. The context value is stable, so opening a modal never
 * re-renders the components that use `useModal()`.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<ModalEntry[]>([]);
  // The stack is mirrored in a ref so the API callbacks stay stable and free of side effects
  // inside state updaters.
  const stack = useRef<ModalEntry[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());

  const commit = useCallback((next: ModalEntry[]) => {
    stack.current = next;
    setEntries(next);
  }, []);

  const update = useCallback(
    (id: number, options: Partial<ModalOptions>) => {
      commit(stack.current.map((entry) => (entry.id === id ? { ...entry, ...options } : entry)));
    },
    [commit],
  );

  const close = useCallback(
    (id: number) => {
      const entry = stack.current.find((item) => item.id === id);
      if (!entry || entry.phase === 'closing') return;
      commit(stack.current.map((item) => (item.id === id ? { ...item, phase: 'closing' } : item)));
      const timer = window.setTimeout(() => {
        timers.current.delete(id);
        const closed = stack.current.find((item) => item.id === id);
        commit(stack.current.filter((item) => item.id !== id));
        const target = closed?.returnFocus;
        if (target?.isConnected) target.focus();
        closed?.onClose?.();
      }, MODAL_ANIMATION_MS);
      timers.current.set(id, timer);
    },
    [commit],
  );

  const open = useCallback(
    (options: ModalOptions): ModalHandle => {
      const id = nextId.current++;
      const active = document.activeElement;
      const returnFocus = active instanceof HTMLElement && active !== document.body ? active : null;
      commit([...stack.current, { ...options, id, phase: 'entering', returnFocus }]);
      return { id, close: () => close(id), update: (partial) => update(id, partial) };
    },
    [close, commit, update],
  );

  const closeAll = useCallback(() => {
    for (const entry of stack.current) close(entry.id);
  }, [close]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const api = useMemo<ModalApi>(
    () => ({ open, close, update, closeAll }),
    [open, close, update, closeAll],
  );

  const markOpen = useCallback(
    (id: number) => {
      if (!stack.current.some((entry) => entry.id === id && entry.phase === 'entering')) return;
      commit(stack.current.map((entry) => (entry.id === id ? { ...entry, phase: 'open' } : entry)));
    },
    [commit],
  );

  // Page behind stays put while a dialog is up. Set before the browser lays the page out, so a
  // dialog open on the first load does not cost a second layout of the whole page.
  const anyOpen = entries.length > 0;
  useLayoutEffect(() => {
    if (!anyOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [anyOpen]);

  const topId = [...entries].reverse().find((entry) => entry.phase !== 'closing')?.id;

  return (
    <ModalContext.Provider value={api}>
      <ModalOpenContext.Provider value={anyOpen}>{children}</ModalOpenContext.Provider>
      {entries.length > 0
        ? createPortal(
            entries.map((entry) => (
              <ModalFrame
                key={entry.id}
                entry={entry}
                isTop={entry.id === topId}
                onEntered={markOpen}
                onRequestClose={close}
              />
            )),
            document.body,
          )
        : null}
    </ModalContext.Provider>
  );
}
