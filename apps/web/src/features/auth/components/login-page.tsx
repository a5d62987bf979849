import { useState } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { clearLoginOrigin, getLoginOrigin } from '@/shared/session/open-login';
import { getToken } from '@/shared/session/session-store';
import { useLoginFlow } from '../hooks/use-login-flow';
import { LoginArt } from './login-art';
import { LoginFlow } from './login-flow';

/** /login (the two code steps) and /loginPassword as full pages. */
export function LoginPage() {
  const flow = useLoginFlow('page');
  // Signed in before the page opened (another tab, a reload). A sign-in made here navigates on
  // its own once the profile is known.
  const [signedInAtStart] = useState(() => getToken() !== null);
  if (signedInAtStart) {
    // Already signed in (another tab, a reload): nothing to do here.
    const origin = getLoginOrigin() ?? paths.home.getHref();
    clearLoginOrigin();
    return <Navigate to={origin} replace />;
  }
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-[radial-gradient(70%_60%_at_50%_0%,rgba(246,196,69,0.22),transparent_70%)]"
      />
      <div className="relative mx-auto flex w-full max-w-sm flex-1 flex-col px-5 pt-10 pb-8">
        <div className="rounded-3xl bg-ink-850/90 px-5 pt-5 pb-6 shadow-2xl shadow-black/50 ring-1 ring-white/10">
          <LoginFlow mode="page" flow={flow} />
        </div>
        <LoginArt />
      </div>
    </div>
  );
}
