import { TOAST_DURATION_MS } from '@pisoplay/contract';
import { createStore } from '@/shared/lib/create-store';

export type ToastTone = 'info' | 'success' | 'error';
export type ToastItem = { id: number; message: string; tone: ToastTone };

const MAX_TOASTS = 3;
const items = createStore<ToastItem[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  const next = items.get().filter((item) => item.id !== id);
  if (next.length !== items.get().length) items.set(next);
}

/** Shows a short notice for 5 s (spec 9). Callable from anywhere, not only components. */
export function toast(message: string, tone: ToastTone = 'info'): number {
  const id = nextId++;
  items.set([...items.get(), { id, message, tone }].slice(-MAX_TOASTS));
  window.setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export const toastStore = { subscribe: items.subscribe, getSnapshot: items.get };
