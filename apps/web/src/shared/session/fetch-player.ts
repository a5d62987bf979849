import { calls } from '@pisoplay/contract';
import { apiCall, type ApiCall } from '@/shared/api/client';

export const fetchWallet = (signal?: AbortSignal, api: ApiCall = apiCall) =>
  api(calls.wallet, {}, { signal });

export const fetchFavorites = (signal?: AbortSignal) =>
  apiCall(calls.favList, { page: 1, page_size: 1000 }, { signal });
