import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { calls, SERVED_HOME_INDEX_ID, type HomeIndex } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';
import { currentBrand, currentBrandTag } from '@/shared/brand/brand';
import { takeServedData } from '@/shared/lib/served-data';
import { queryKeys } from '@/shared/queries/query-keys';
import { getEntryKind, useEntryKind, type EntryKind } from '@/shared/session/entry-kind';

/**
 * The home index (banners, navigation, game rows, footer links) for the current brand, or the
 * partner's index page for a player who arrived through a partner entry (docs/partners.md).
 */
export function getHomeIndex(entry: EntryKind | null, signal?: AbortSignal): Promise<HomeIndex> {
  if (entry === 'partner-wallet') return apiCall(calls.memberIndexPartnerWallet, {}, { signal });
  if (entry === 'mini-app') return apiCall(calls.memberIndexMiniApp, {}, { signal });
  const tag = currentBrandTag();
  return tag
    ? apiCall(calls.memberIndexTag, {}, { params: { tag }, signal })
    : apiCall(calls.memberIndex, {}, { signal });
}

/** The lobby's index query; `entry` defaults to how the signed-in player arrived. */
export const homeIndexQueryOptions = (entry: EntryKind | null = getEntryKind()) =>
  queryOptions({
    queryKey: queryKeys.homeIndex(entry ?? currentBrandTag() ?? 'default'),
    queryFn: ({ signal }) => getHomeIndex(entry, signal),
    staleTime: 5 * 60_000,
  });

/** Follows the entry kind: a partner entry switches the lobby to the partner's index. */
export const useHomeIndex = () => useQuery(homeIndexQueryOptions(useEntryKind()));

/**
 * Puts the index the server wrote into the page (the brand's, docs/architecture.md) in the cache
 * before the first render, so the lobby's first frame has its banners and rows without a round
 * trip. A page without it, or with another brand's, leaves the query to load as usual.
 */
export function seedServedHomeIndex(client: QueryClient): void {
  const index = takeServedData<HomeIndex>(SERVED_HOME_INDEX_ID);
  if (index?.brand !== currentBrand()) return;
  client.setQueryData(homeIndexQueryOptions(null).queryKey, index);
}
