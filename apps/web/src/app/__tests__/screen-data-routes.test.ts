import { calls, encodeCbor } from '@pisoplay/contract';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/shared/session/session-store';
import { queryClient } from '../provider';
import { routes } from '../router';

// The server, as the app's real client reaches it: every call is recorded and answered with
// an empty reply. (The web tests share modules between files: the client cannot be swapped
// with vi.mock.)
const asked: string[] = [];
const emptyReply = () =>
  new Response(encodeCbor({ status: true, data: null }).slice(), {
    headers: { 'content-type': 'application/cbor' },
  });

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
  ['/welfare', [calls.bonusGrants.path, calls.promoList.path]],
  ['/welfare/betting-rank', [calls.rankToday.path]],
  [
    '/blind-box',
    [
      calls.blindboxDetail.path,
      calls.blindboxBonus.path,
      calls.blindboxOdds.path,
      calls.promoList.path,
    ],
  ],
  ['/daily-wins', [calls.checkin.path]],
  ['/points', [calls.points.path, calls.pointsShop.path, calls.shopProducts.path]],
  ['/invite', [calls.invite.path]],
  ['/responsible-gaming', [calls.rg.path]],
];

describe('signed-in screens start their calls with the route, before they render', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(new URL(String(input), window.location.href).pathname);
        return emptyReply();
      }),
    ),
  );
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
