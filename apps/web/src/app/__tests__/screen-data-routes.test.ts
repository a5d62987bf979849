import { calls } from '@pisoplay/contract';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/shared/session/session-store';
import { queryClient } from '../provider';
import { routes } from '../router';
import type * as client from '@/shared/api/client';

// The real client would call the server: the routes' loaders ask this one instead.
const asked = vi.hoisted(() => [] as string[]);
vi.mock('@/shared/api/client', async (original) => ({
  ...(await original<typeof client>()),
  apiCall: (call: { path: string }) => {
    asked.push(call.path);
    return Promise.resolve(null);
  },
}));

/**
 * Until the router has run the route's loaders and loaded its code. Loading a route's chunk in a
 * test transforms its modules, which takes seconds beside npm test's other stages.
 */
const initialized = (router: ReturnType<typeof createMemoryRouter>) =>
  vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 12_000 });

const SESSION = { token: 'tok-screen-routes', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

/** The signed-in screens whose first frame shows data, and the calls their route starts. */
const SCREENS: [path: string, calls: string[]][] = [
  ['/s-vip', [calls.vip.path, calls.vipRule.path]],
  ['/s-vip/level-system', [calls.vip.path, calls.vipRule.path]],
  ['/welfare', [calls.bonusGrants.path]],
  ['/welfare/betting-rank', [calls.rankToday.path]],
  ['/blind-box', [calls.blindboxDetail.path, calls.blindboxBonus.path, calls.blindboxOdds.path]],
  ['/daily-wins', [calls.checkin.path]],
  ['/points', [calls.points.path, calls.pointsShop.path, calls.shopProducts.path]],
  ['/invite', [calls.invite.path]],
  ['/responsible-gaming', [calls.rg.path]],
];

describe('signed-in screens start their calls with the route, before they render', () => {
  afterEach(() => {
    clearSession();
    queryClient.clear();
    asked.length = 0;
  });

  it.each(SCREENS)('%s', async (path, expected) => {
    setSession(SESSION);
    // A memory router renders nothing: whatever was asked, the route's loader asked.
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    await initialized(router);
    expect(router.state.location.pathname).toBe(path);
    expect([...asked].sort()).toEqual([...expected].sort());
    router.dispose();
  });

  it('asks again on every visit for what the screen shows afresh, not for what lasts', async () => {
    setSession(SESSION);
    const router = createMemoryRouter(routes, { initialEntries: ['/s-vip'] });
    await initialized(router);
    await router.navigate('/s-vip/level-system');
    expect(asked.filter((path) => path === calls.vip.path)).toHaveLength(2);
    // The level table is operator-editable but lasts minutes: the first visit's copy is used.
    expect(asked.filter((path) => path === calls.vipRule.path)).toHaveLength(1);
    router.dispose();
  });
});
