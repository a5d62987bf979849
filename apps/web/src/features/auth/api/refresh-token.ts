import { calls } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';
import { getToken, setSession } from '@/shared/session/session-store';

/**
 * GET /member/refresh/token: a new session (token, secret, 7 days) replaces the current one,
 * unless the player signed out or in again meanwhile. A failure is left alone: a 401 already
 * signs the player out.
 */
export async function refreshSession(token: string): Promise<void> {
  try {
    const next = await apiCall(calls.refreshToken);
    if (next?.token && getToken() === token) setSession(next);
  } catch {
    // Kept as it is until it expires.
  }
}
