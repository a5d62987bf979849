import { FAVORITES_PAGE_SIZE, calls } from '@pisoplay/contract';
import { apiCall, type ApiCall } from '@/shared/api/client';

export const fetchWallet = (signal?: AbortSignal, api: ApiCall = apiCall) =>
  api(calls.wallet, {}, { signal });

export const fetchFavorites = (signal?: AbortSignal, api: ApiCall = apiCall) =>
  api(calls.favList, { page: 1, page_size: FAVORITES_PAGE_SIZE }, { signal });
