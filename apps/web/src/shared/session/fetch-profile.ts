import { calls, type Profile } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';

export const fetchProfile = (signal?: AbortSignal): Promise<Profile> =>
  apiCall(calls.memberDetail, {}, { signal });
