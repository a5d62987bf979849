import { useEffect, useRef, type ReactNode } from 'react';
import { useModal, type ModalHandle, type ModalOptions } from '@/shared/ui/modal/modal-context';

type ModalProps = Omit<ModalOptions, 'content'> & { open: boolean; children: ReactNode };

/**
 * Declarative form of the modal layer: rendered while `open`; `onClose` runs after the user
 * dismissed it (backdrop, Escape, close button) and the closing animation ended.
 */
export function Modal({ open, children, ...options }: ModalProps) {
  const api = useModal();
  const handle = useRef<ModalHandle | null>(null);
  const latest = useRef({ ...options, content: children });

  useEffect(() => {
    latest.current = { ...options, content: children };
    handle.current?.update({
      ...options,
      content: children,
      onClose: () => latest.current.onClose?.(),
    });
  });

  useEffect(() => {
    if (!open) return;
    const opened = api.open({ ...latest.current, onClose: () => latest.current.onClose?.() });
    handle.current = opened;
    return () => {
      handle.current = null;
      opened.close();
    };
  }, [open, api]);

  return null;
}
