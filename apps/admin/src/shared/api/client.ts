/**
 * The back office's API client: the shared client (`@pisoplay/contract/api-client`, the same the
 * players' app uses) wired to the operator's session. A call the server answers with the 'token'
 * failure (the session ended: idle too long, signed out everywhere) signs the operator out with
 * a message for the sign-in page.
 */
import { createApiClient, type ApiCall } from '@pisoplay/contract/api-client';
import {
  SESSION_ENDED_MESSAGE,
  clearOperatorSession,
  getOperatorSession,
} from '@/shared/session/session-store';

export type { AnyCall, ApiCall } from '@pisoplay/contract/api-client';

/** The `d` header: the back office is a desktop app. */
const DESKTOP = '24';

export const apiCall: ApiCall = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  baseUrl: '',
  getSession: () => getOperatorSession()?.session ?? null,
  // The session ended (idle, signed out everywhere, disabled): back to the sign-in page. A refused
  // signature (a request the browser sent twice) leaves the session alone; the call fails.
  onAuthFailure: (reason) => {
    if (reason !== 'signature' && getOperatorSession()) {
      clearOperatorSession(SESSION_ENDED_MESSAGE);
    }
  },
  device: () => DESKTOP,
});
