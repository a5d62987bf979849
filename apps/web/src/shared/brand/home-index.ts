import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls, type HomeIndex } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';
import { currentBrandTag } from '@/shared/brand/brand';
import { queryKeys } from '@/shared/queries/query-keys';

/** The home index (banners, navigation, game rows, footer links) for the current brand. */
export function getHomeIndex(signal?: AbortSignal): Promise<HomeIndex> {
  const tag = currentBrandTag();
  return tag
    ? apiCall(calls.memberIndexTag, {}, { params: { tag }, signal })
    : apiCall(calls.memberIndex, {}, { signal });
}

export const homeIndexQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.homeIndex(currentBrandTag() ?? 'default'),
    queryFn: ({ signal }) => getHomeIndex(signal),
    staleTime: 5 * 60_000,
  });

export const useHomeIndex = () => useQuery(homeIndexQueryOptions());
