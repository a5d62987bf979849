/**
 * The players' app's API client: the shared client (`@pisoplay/contract/api-client`, also the
 * back office's) wired to this app's session store, device header and API address.
 */
import { AppError, type PayloadOf } from '@pisoplay/contract';
import { createApiClient, type AnyCall, type ApiCall } from '@pisoplay/contract/api-client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { deviceHeader } from '@/shared/lib/device';
import { env } from '@/shared/config/env';
import { markAccountBlocked } from '@/shared/session/account-blocked';
import { clearSession, getSession } from '@/shared/session/session-store';

export {
  AUTH_REQUIRED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SIGNING_FAILED_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  createApiClient,
  toQueryString,
} from '@pisoplay/contract/api-client';
export type {
  AnyCall,
  ApiCall,
  ApiClientConfig,
  AuthFailure,
  CallOptions,
} from '@pisoplay/contract/api-client';

/** The app's client: same-origin by default, token from the session store. */
export const apiCall: ApiCall = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  baseUrl: env.apiBaseUrl,
  getSession,
  onAuthFailure: (reason) => {
    if (reason === 'blocked') markAccountBlocked();
    clearSession();
  },
  device: () => deviceHeader(),
  language: currentLanguage,
});

/** A call whose reply is true or false (spec 7.1): a falsy reply fails with ERR_BUSINESS. */
export async function confirmCall<C extends AnyCall>(
  call: C,
  payload?: PayloadOf<C>,
): Promise<true> {
  if (!(await apiCall(call, payload))) throw new AppError('ERR_BUSINESS');
  return true;
}
