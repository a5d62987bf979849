import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AuthLayer } from '@/app/auth-layer';
import { SignedInLayers } from '@/app/signed-in-layers';
import { MoneyLayer } from '@/app/money-layer';
import { isBottomNavHidden, isWithdrawOnlyPath, paths } from '@/shared/config/paths';
import { AppShell } from '@/features/layout/components/app-shell';
import { BottomNav } from '@/features/layout/components/bottom-nav';
import { TermsGate } from '@/features/terms-gate/components/terms-gate';
import { useIsWithdrawOnly } from '@/shared/session/withdraw-only';
import { ModalProvider } from '@/shared/ui/modal/modal-provider';
import { Toaster } from '@/shared/ui/toast/toaster';

/**
 * The root route: the app column, bottom navigation, modal layer, toasts and terms gate. On a
 * withdraw-only session (a self-excluded player's, docs/responsible-gaming.md) there is no
 * navigation, and any path but the withdrawal's goes back to the self-exclusion screen.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const withdrawOnly = useIsWithdrawOnly();
  const showNav = !isBottomNavHidden(pathname) && !withdrawOnly;
  return (
    <ModalProvider>
      <AppShell bottomNav={showNav ? <BottomNav /> : undefined}>
        {withdrawOnly && !isWithdrawOnlyPath(pathname) ? (
          <Navigate to={paths.responsibleGaming.getHref()} replace />
        ) : (
          <Outlet />
        )}
      </AppShell>
      <TermsGate />
      <AuthLayer />
      <MoneyLayer />
      <SignedInLayers />
      <Toaster />
      <ScrollRestoration />
    </ModalProvider>
  );
}

/**
 * While the first route's code and data load, #root stays empty and the page's own splash
 * (index.html) shows: it was painted before any script ran.
 */
export function PageSplash() {
  return null;
}
