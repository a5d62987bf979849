import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useMayCall } from '@/shared/auth/permissions';
import { paths } from '@/shared/config/paths';
import { useOperatorSession } from '@/shared/session/session-store';
import { EmptyState } from '@/shared/ui/feedback';
import { PageHeader } from '@/shared/ui/page';

/** Pages behind the sign-in: without a session, the sign-in page (coming back here after). */
export function RequireSession({ children }: { children: ReactNode }) {
  const held = useOperatorSession();
  const location = useLocation();
  const client = useQueryClient();
  const signedIn = held !== null;
  useEffect(() => {
    // Nothing one operator read stays in the cache for the next.
    if (!signedIn) client.clear();
  }, [signedIn, client]);
  if (!held) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={paths.signIn.getHref()} replace state={{ from }} />;
  }
  return children;
}

/** The sign-in page, or where the operator was going once signed in. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const held = useOperatorSession();
  const location = useLocation();
  if (held) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== paths.signIn.getHref() ? from : '/'} replace />;
  }
  return children;
}

/** A page only some roles may use: others see why instead (the server refuses them too). */
export function Allowed({
  call,
  title,
  children,
}: {
  call: { method: string; path: string };
  title: string;
  children: ReactNode;
}) {
  const may = useMayCall();
  if (may(call)) return children;
  return (
    <>
      <PageHeader title={title} />
      <div className="rounded-lg border border-slate-200 bg-white">
        <EmptyState title="Your role cannot open this page">
          Ask an administrator if you need it.
        </EmptyState>
      </div>
    </>
  );
}
