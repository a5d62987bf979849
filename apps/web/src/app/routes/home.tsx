import { lazy, Suspense, useCallback } from 'react';
import { DEBUG_COPY } from '@/features/debug-console/copy';
import { HomeScreen } from '@/features/home/components/home-screen';
import { RecentlyPlayed } from '@/features/play/components/recently-played';
import { copyOf } from '@/shared/i18n/define-copy';
import { useEntryKind } from '@/shared/session/entry-kind';
import { useModal } from '@/shared/ui/modal/modal-context';

// Opened by a hidden tap code, for support: loaded when opened.
const DebugConsole = lazy(() =>
  import('@/features/debug-console/components/debug-console').then((m) => ({
    default: m.DebugConsole,
  })),
);

// Only inside the shopping app's mini app: its own chunk, nothing added to the lobby's.
const VoucherShelf = lazy(() =>
  import('@/features/partner-entry/components/voucher-shelf').then((m) => ({
    default: m.VoucherShelf,
  })),
);

/**
 * Home; its hidden tap code opens the debug console in the modal layer. Inside the mini app it
 * also shows the shopping app's vouchers.
 */
export function Component() {
  const modal = useModal();
  const openDebugConsole = useCallback(() => {
    const COPY = copyOf(DEBUG_COPY);
    modal.open({
      title: COPY.title,
      content: (
        <Suspense fallback={<p role="status">{COPY.loading}</p>}>
          <DebugConsole />
        </Suspense>
      ),
      variant: 'sheet',
    });
  }, [modal]);
  const entry = useEntryKind();
  const vouchers =
    entry === 'mini-app' ? (
      <Suspense fallback={null}>
        <VoucherShelf />
      </Suspense>
    ) : null;
  return (
    <HomeScreen
      onOpenDebugConsole={openDebugConsole}
      recentlyPlayed={<RecentlyPlayed />}
      partnerSection={vouchers}
    />
  );
}
