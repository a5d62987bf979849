import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';

type AppShellProps = { children: ReactNode; bottomNav?: ReactNode };

/** The app column: at most 480 px wide, centred, with room for the bottom navigation. */
export function AppShell({ children, bottomNav }: AppShellProps) {
  return (
    <div className="relative mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-ink-900/95 shadow-[0_0_80px_rgba(0,0,0,0.55)] md:border-x md:border-white/5">
      <main
        className={cn(
          'flex flex-1 flex-col',
          bottomNav ? 'pb-[calc(4.25rem+env(safe-area-inset-bottom))]' : '',
        )}
      >
        {children}
      </main>
      {bottomNav}
    </div>
  );
}
