import { createContext, useContext, type ReactNode } from 'react';

export type ModalVariant = 'sheet' | 'center';

export type ModalOptions = {
  /** Names the dialog (aria-labelledby) and shows in its header. */
  title: string;
  content: ReactNode;
  /** 'sheet' slides up from the bottom; 'center' fades in the middle. Default 'center'. */
  variant?: ModalVariant;
  /** When false, the backdrop, Escape and the close button do not close it. Default true. */
  dismissible?: boolean;
  /** Keeps the title for screen readers only. */
  hideTitle?: boolean;
  /** Runs once the closing animation has ended and the content is cleared. */
  onClose?: () => void;
};

export type ModalHandle = {
  id: number;
  close: () => void;
  update: (options: Partial<ModalOptions>) => void;
};

export type ModalApi = {
  open: (options: ModalOptions) => ModalHandle;
  close: (id: number) => void;
  update: (id: number, options: Partial<ModalOptions>) => void;
  closeAll: () => void;
};

export const ModalContext = createContext<ModalApi | null>(null);
/** Whether a dialog of the modal layer is up (its own context: the API above never changes). */
export const ModalOpenContext = createContext(false);

/** The modal layer's API: `open({ title, content, variant, dismissible })` returns a handle. */
export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal must be used inside <ModalProvider>');
  return api;
}

/**
 * Whether a dialog of the modal layer is up: what shows itself over the page unasked (the
 * mystery-box overlay) waits for it to close instead of opening beneath or above it.
 */
export const useAnyModalOpen = (): boolean => useContext(ModalOpenContext);
