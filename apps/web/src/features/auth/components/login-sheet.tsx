import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PARAM_ACTION, hrefWithoutLogin } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { getToken } from '@/shared/session/session-store';
import { Modal } from '@/shared/ui/modal/modal';
import { AUTH_COPY } from '../copy';
import { useLoginFlow } from '../hooks/use-login-flow';
import { LoginFlow, loginStepTitles } from './login-flow';

/**
 * Login as a bottom sheet over the current page, opened by `?action=login-otp-1` (or -2, or
 * login-password). Dismissing it (backdrop, Escape) drops the login parameters.
 */
export function LoginSheet() {
  const COPY = useCopy(AUTH_COPY);
  const flow = useLoginFlow('sheet');
  const navigate = useNavigate();
  // Already signed in when the address asked for login: just drop the parameters.
  const [signedInAtStart] = useState(() => getToken() !== null);
  const step = signedInAtStart ? 'closed' : flow.state.step;
  const title = step === 'closed' ? '' : loginStepTitles(COPY)[step].title;

  const onDismissed = () => {
    // Runs after any close; only a dismissal leaves the login parameters behind to remove.
    const { pathname, search } = window.location;
    if (new URLSearchParams(search).has(LOGIN_PARAM_ACTION)) {
      navigate(hrefWithoutLogin(pathname, search), { replace: true });
    }
  };

  useEffect(() => {
    if (!signedInAtStart) return;
    const { pathname, search } = window.location;
    navigate(hrefWithoutLogin(pathname, search), { replace: true });
  }, [navigate, signedInAtStart]);

  return (
    <Modal open={step !== 'closed'} title={title} variant="sheet" hideTitle onClose={onDismissed}>
      <div className="mx-auto w-full max-w-sm pb-2">
        <LoginFlow mode="sheet" flow={flow} />
      </div>
    </Modal>
  );
}
