import { useCallback } from 'react';
import { DebugConsole } from '@/features/debug-console/components/debug-console';
import { DEBUG_COPY } from '@/features/debug-console/copy';
import { HomeScreen } from '@/features/home/components/home-screen';
import { RecentlyPlayed } from '@/features/play/components/recently-played';
import { useModal } from '@/shared/ui/modal/modal-context';

/** Home; its hidden tap code opens the debug console in the modal layer. */
export function Component() {
  const modal = useModal();
  const openDebugConsole = useCallback(() => {
    modal.open({ title: DEBUG_COPY.title, content: <DebugConsole />, variant: 'sheet' });
  }, [modal]);
  return <HomeScreen onOpenDebugConsole={openDebugConsole} recentlyPlayed={<RecentlyPlayed />} />;
}
