import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AuthLayer } from '@/app/auth-layer';
import { MoneyLayer } from '@/app/money-layer';
import { isBottomNavHidden } from '@/shared/config/paths';
import { AppShell } from '@/features/layout/components/app-shell';
import { BottomNav } from '@/features/layout/components/bottom-nav';
import { TermsGate } from '@/features/terms-gate/components/terms-gate';
import { useProfile } from '@/shared/session/profile';
import { ModalProvider } from '@/shared/ui/modal/modal-provider';
import { Toaster } from '@/shared/ui/toast/toaster';

/** The root route: the app column, bottom navigation, modal layer, toasts and terms gate. */
export function RootLayout() {
  const { pathname } = useLocation();
  const profile = useProfile();
  const showNav = !isBottomNavHidden(pathname);
  return (
    <ModalProvider>
      <AppShell bottomNav={showNav ? <BottomNav avatar={profile.data?.avatar} /> : undefined}>
        <Outlet />
      </AppShell>
      <TermsGate />
      <AuthLayer />
      <MoneyLayer />
      <Toaster />
      <ScrollRestoration />
    </ModalProvider>
  );
}

/** Shown while the first route's code loads. */
export function Splash() {
  return (
    <div className="mx-auto flex min-h-dvh max-w-[480px] flex-col items-center justify-center gap-4 bg-ink-900/95">
      <span className="text-gold-gradient text-3xl font-black tracking-tight">PisoPlay</span>
      <span
        aria-label="Loading..."
        role="status"
        className="size-7 animate-spin rounded-full border-2 border-gold-400/30 border-t-gold-400"
      />
    </div>
  );
}
