import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls, type PayloadOf, type RgStatus } from '@pisoplay/contract';
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
