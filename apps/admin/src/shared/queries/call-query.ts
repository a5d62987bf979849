import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { PayloadOf, ReplyOf } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import type { AnyCall } from '@/shared/api/client';

/**
 * Query keys of the back office: a call's path, then its payload. Every list of one call shares
 * the first part, so a decision invalidates all of its pages and filters at once
 * (`invalidateCalls`).
 */
export const callKey = (call: AnyCall, payload?: unknown): readonly unknown[] =>
  payload === undefined ? [call.path] : [call.path, payload];

export function invalidateCalls(client: QueryClient, calls: readonly AnyCall[]): Promise<unknown> {
  return Promise.all(calls.map((call) => client.invalidateQueries({ queryKey: callKey(call) })));
}

type QueryExtras<R> = Omit<
  UseQueryOptions<R, Error, R, readonly unknown[]>,
  'queryKey' | 'queryFn'
>;

/** A read call as a query: cached by path and payload. */
export function useCallQuery<C extends AnyCall>(
  call: C,
  payload: PayloadOf<C>,
  options: QueryExtras<ReplyOf<C>> = {},
) {
  const api = useApiCall();
  return useQuery<ReplyOf<C>, Error, ReplyOf<C>, readonly unknown[]>({
    queryKey: callKey(call, payload),
    queryFn: ({ signal }) => api(call, payload, { signal }),
    ...options,
  });
}

/**
 * A decision as a mutation: after it succeeds, `then` sees the answer and the lists of
 * `invalidates` are read again.
 */
export function useCallMutation<C extends AnyCall>(
  call: C,
  invalidates: readonly AnyCall[] = [],
  then?: (reply: ReplyOf<C>) => void,
) {
  const api = useApiCall();
  const client = useQueryClient();
  return useMutation<ReplyOf<C>, Error, PayloadOf<C>>({
    mutationFn: (payload) => api(call, payload),
    onSuccess: (reply) => {
      then?.(reply);
      return invalidateCalls(client, invalidates);
    },
  });
}

/**
 * A call's payload schema (the contract's rules), loaded once: for a page that checks what it is
 * about to send before any form (rows read from a file).
 */
export const usePayloadSchema = <C extends AnyCall>(call: C) =>
  useQuery({
    queryKey: ['payload-schema', call.path],
    queryFn: () => call.payload.load() as Promise<Awaited<ReturnType<C['payload']['load']>>>,
    staleTime: Infinity,
  });
