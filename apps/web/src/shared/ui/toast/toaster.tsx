import { useSyncExternalStore } from 'react';
import { localizeMessage } from '@/shared/i18n/i18n';
import { cn } from '@/shared/lib/cn';
import { dismissToast, toastStore } from '@/shared/ui/toast/toast-store';

const EMPTY: never[] = [];

/**
 * Where toasts appear: a polite live region at the foot of the column, above the bottom
 * navigation and its raised Welfare wheel, so page titles and the forms at the top of a screen
 * stay visible. While a bottom sheet is open its content fills the foot, so they move to the
 * top, over the backdrop.
 */
export function Toaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => EMPTY);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(6rem+env(safe-area-inset-bottom))] z-[70] mx-auto flex w-full max-w-[480px] flex-col-reverse items-center gap-2 px-4 [body:has([data-variant=sheet])_&]:top-3 [body:has([data-variant=sheet])_&]:bottom-auto [body:has([data-variant=sheet])_&]:flex-col"
    >
      {items.map((item) => (
        <button
          type="button"
          key={item.id}
          onClick={() => dismissToast(item.id)}
          className={cn(
            'animate-toast-in pointer-events-auto max-w-full rounded-xl px-4 py-2.5 text-sm font-medium shadow-lg shadow-black/40 ring-1 backdrop-blur-md',
            item.tone === 'error' && 'bg-rose-950/90 text-rose-100 ring-rose-400/30',
            item.tone === 'success' && 'bg-emerald-950/90 text-emerald-100 ring-emerald-400/30',
            item.tone === 'info' && 'bg-ink-800/95 text-indigo-50 ring-white/10',
          )}
        >
          {localizeMessage(item.message)}
        </button>
      ))}
    </div>
  );
}
