import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type PayloadOf, type RgExclusionStatus, type RgStatus } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { queryKeys } from '@/shared/queries/query-keys';
import { useToken } from '@/shared/session/session-store';

/** Puts a reply's status in the cache: the screen shows it without reading it again. */
function useKeepStatus() {
  const token = useToken();
  const client = useQueryClient();
  return (status: RgStatus) => client.setQueryData(queryKeys.rg(token), status);
}

/** POST /member/rg/limit: sets, lowers, raises, removes (value null) or confirms a limit. */
export function useSetLimit() {
  const api = useApiCall();
  const keep = useKeepStatus();
  return useMutation({
    mutationFn: (payload: PayloadOf<typeof calls.rgLimit>) => api(calls.rgLimit, payload),
    onSuccess: (reply) => keep(reply.status),
  });
}

/** POST /member/rg/reality-check: how often the reality check shows while playing. */
export function useSetRealityCheck() {
  const api = useApiCall();
  const keep = useKeepStatus();
  return useMutation({
    mutationFn: (payload: PayloadOf<typeof calls.rgRealityCheck>) =>
      api(calls.rgRealityCheck, payload),
    onSuccess: keep,
  });
}

/** POST /member/rg/cool-off: a break from deposits, games and bonuses. */
export function useCoolOff() {
  const api = useApiCall();
  const keep = useKeepStatus();
  return useMutation({
    mutationFn: (payload: PayloadOf<typeof calls.rgCoolOff>) => api(calls.rgCoolOff, payload),
    onSuccess: keep,
  });
}

/**
 * POST /member/rg/exclude: the server ends every session of the player, this one too, so
 * nothing is read again after it; the caller signs the player out here.
 */
export function useExclude() {
  const api = useApiCall();
  return useMutation({
    mutationFn: (payload: PayloadOf<typeof calls.rgExclude>) => api(calls.rgExclude, payload),
  });
}

/** The self-exclusion's own state, under the player's finance data (a sign-out drops it). */
const exclusionKey = (token: string | null) => ['finance', token, 'rg-exclusion'] as const;

/**
 * GET /member/rg/exclusion: the self-exclusion in force, from when it may be ended early and the
 * request to end it that waits (the withdraw-only screen). Read fresh on every visit.
 */
export function useExclusionStatus() {
  const token = useToken();
  const api = useApiCall();
  return useQuery({
    queryKey: exclusionKey(token),
    queryFn: ({ signal }) => api(calls.rgExclusion, {}, { signal }),
    enabled: token !== null,
    staleTime: 0,
  });
}

/**
 * POST /member/rg/exclusion/end: asks to end the self-exclusion (`{}`), confirms it from 24 hours
 * later (`confirm`) or withdraws the request (`cancel`); the reply is the new state.
 */
export function useEndExclusion() {
  const api = useApiCall();
  const token = useToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: PayloadOf<typeof calls.rgExclusionEnd>) =>
      api(calls.rgExclusionEnd, payload),
    onSuccess: (status: RgExclusionStatus) => client.setQueryData(exclusionKey(token), status),
  });
}
