import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  LOGIN_PARAM_ACTION,
  LOGIN_PARAM_PAYLOAD,
  hrefWithLogin,
  hrefWithoutLogin,
  isLoginAction,
  paths,
} from '@/shared/config/paths';
import { takePendingAction } from '@/shared/session/pending-action';
import { formatPhoneInput } from '@/shared/lib/phone-input';
import { clearLoginOrigin, getLoginOrigin } from '@/shared/session/open-login';
import {
  loginReducer,
  resolveStep,
  type LoginEvent,
  type LoginState,
  type LoginStep,
} from '../lib/login-machine';
import { loginStorage } from '../lib/login-storage';
import type { LoginMode } from './use-complete-sign-in';

/**
 * The login steps driven by the address (spec 2.3): `?action=` on any page (the sheet), or the
 * /login and /loginPassword pages. The number and the sent code live in session storage so a
 * reload keeps them.
 */
export function useLoginFlow(mode: LoginMode) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const action = params.get(LOGIN_PARAM_ACTION);
  const payload = params.get(LOGIN_PARAM_PAYLOAD) ?? '';

  const urlStep: LoginStep =
    mode === 'page' && location.pathname === paths.loginPassword.path
      ? 'login-password'
      : isLoginAction(action)
        ? action
        : 'login-otp-1';

  const [otp, setOtp] = useState(loginStorage.getOtp);
  const [number, setNumber] = useState(
    () => loginStorage.getNumber() || (payload ? formatPhoneInput(payload) : ''),
  );
  const [recent, setRecent] = useState(loginStorage.getRecentOtp);
  const state: LoginState = { step: resolveStep(urlStep, otp), number, otp, recent };

  const hrefOf = (step: LoginStep | 'closed'): string => {
    if (step === 'closed') {
      if (mode === 'sheet') return hrefWithoutLogin(location.pathname, location.search);
      return getLoginOrigin() ?? paths.home.getHref();
    }
    if (mode === 'page') {
      return step === 'login-password'
        ? paths.loginPassword.getHref()
        : paths.login.getHref(step, payload || undefined);
    }
    return hrefWithLogin(location.pathname, location.search, step, payload || undefined);
  };

  const dispatch = (event: LoginEvent) => {
    const next = loginReducer(state, event);
    setOtp(next.otp);
    setNumber(next.number);
    setRecent(next.recent);
    loginStorage.setOtp(next.otp);
    loginStorage.setRecentOtp(next.recent);
    loginStorage.setNumber(next.number);
    if (event.type === 'signed-in') return;
    if (next.step === 'closed') {
      const href = hrefOf('closed');
      clearLoginOrigin();
      // Leaving the login drops the action that opened it (a game launch).
      takePendingAction();
      navigate(href, { replace: true });
      return;
    }
    if (next.step !== state.step || next.step !== urlStep) {
      navigate(hrefOf(next.step), { replace: true });
    }
  };

  return { state, dispatch };
}
