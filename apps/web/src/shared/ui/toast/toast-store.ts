import { TOAST_DURATION_MS } from '@pisoplay/contract';

export type ToastTone = 'info' | 'success' | 'error';
export type ToastItem = { id: number; message: string; tone: ToastTone };

type Listener = () => void;

const MAX_TOASTS = 3;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

export function dismissToast(id: number): void {
  const next = items.filter((item) => item.id !== id);
  if (next.length === items.length) return;
  items = next;
  emit();
}

/** Shows a short notice for 5 s (spec 9). Callable from anywhere, not only components. */
export function toast(message: string, tone: ToastTone = 'info'): number {
  const id = nextId++;
  items = [...items, { id, message, tone }].slice(-MAX_TOASTS);
  emit();
  window.setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => items,
};
