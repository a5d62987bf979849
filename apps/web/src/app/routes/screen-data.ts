import { queryClient } from '@/app/provider';
import { apiCall } from '@/shared/api/client';
import type { ScreenPrefetch } from '@/shared/queries/screen-data';
import { getToken } from '@/shared/session/session-store';

/** The longest a page's first route waits for its screen's data before drawing placeholders. */
export const SCREEN_DATA_WAIT_MS = 1_000;

/** Whether the app has drawn into the page (index.html's splash shows until it has). */
const appDrawn = () => Boolean(document.getElementById('root')?.hasChildNodes());

/**
 * A route's loader for a signed-in screen: starts the screen's calls as the route is matched
 * (with its code, not after its first render). On the page's first load it also waits for them,
 * at most SCREEN_DATA_WAIT_MS, while the splash shows: the screen's first frame then has its
 * data, one render instead of placeholders replaced a moment later, which on a slow phone is a
 * long task less and an earlier largest paint. Once the app is drawn, a tap answers at once:
 * the screen shows its placeholders until the calls answer.
 */
export function screenDataLoader(prefetch: ScreenPrefetch) {
  return async () => {
    const token = getToken();
    if (!token) return null;
    const calls = prefetch(queryClient, token, apiCall);
    if (appDrawn()) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise((resolve) => {
      timer = setTimeout(resolve, SCREEN_DATA_WAIT_MS);
    });
    await Promise.race([calls, waited]);
    clearTimeout(timer);
    return null;
  };
}
