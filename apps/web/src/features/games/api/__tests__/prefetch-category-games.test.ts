import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { SERVED_GAME_PAGE_ID } from '@pisoplay/contract';
import { serveDataBlock } from '@/testing/served-data';
import { gamesInfiniteQueryOptions, prefetchCategoryGames } from '../get-games';

const started = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);

afterEach(() => vi.unstubAllGlobals());

it('starts the first page the category screen asks for, with the URL filters', async () => {
  // The request itself is not the point here: it never answers.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  const client = new QueryClient();
  prefetchCategoryGames(client, '3', new URLSearchParams('sort=A-Z&w=fish'));
  expect(started(client)).toEqual([
    gamesInfiniteQueryOptions({ gameType: 3, sort: 'A-Z', search: 'fish', platformIds: [] })
      .queryKey,
  ]);
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toContain('page=1');
});

it('starts nothing with chosen providers (the screen prunes them first) or an unknown category', () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  const client = new QueryClient();
  prefetchCategoryGames(client, '3', new URLSearchParams('platform=1,4'));
  prefetchCategoryGames(client, 'slots', new URLSearchParams());
  prefetchCategoryGames(client, undefined, new URLSearchParams());
  expect(started(client)).toEqual([]);
  expect(fetch).not.toHaveBeenCalled();
});

/** The category's first page as the server writes it into the page. */
function servePage(payload: Record<string, unknown>) {
  const reply = { d: [{ id: 7, en_name: 'Served Slot' }], t: 1, s: 1 };
  serveDataBlock(SERVED_GAME_PAGE_ID, JSON.stringify({ payload, reply }));
  return reply;
}

it('uses the first page served with the page, with no request, and only once', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  const client = new QueryClient();
  const options = gamesInfiniteQueryOptions({
    gameType: 3,
    sort: 'Popular',
    search: '',
    platformIds: [],
  });
  const reply = servePage({ sorting: 'sorting:desc', game_type: 3, page: 1, page_size: 15 });
  prefetchCategoryGames(client, '3', new URLSearchParams());
  expect(client.getQueryData(options.queryKey)).toEqual({ pages: [reply], pageParams: [1] });
  expect(fetch).not.toHaveBeenCalled();
  expect(document.getElementById(SERVED_GAME_PAGE_ID)).toBeNull();

  // Another category (or other filters) than the one served asks as usual.
  servePage({ sorting: 'sorting:desc', game_type: 3, page: 1, page_size: 15 });
  prefetchCategoryGames(client, '2', new URLSearchParams());
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
});
