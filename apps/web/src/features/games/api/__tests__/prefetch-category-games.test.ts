import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
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
