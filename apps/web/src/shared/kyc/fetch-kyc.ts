import { calls, type KycRecord, type Profile } from '@pisoplay/contract';
import type { ApiCall } from '@/shared/api/client';

/** GET /member/kyc/detail: always a record ('unset' for a player who never started). */
export const fetchKyc = (api: ApiCall, signal?: AbortSignal): Promise<KycRecord> =>
  api(calls.kycDetail, {}, { signal });

export const fetchProfileWith = (api: ApiCall, signal?: AbortSignal): Promise<Profile> =>
  api(calls.memberDetail, {}, { signal });
