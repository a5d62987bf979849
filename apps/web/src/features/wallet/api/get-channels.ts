import { useQuery } from '@tanstack/react-query';
import { calls, type CHANNEL_MODES, type PaymentChannel } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { queryKeys } from '@/shared/queries/query-keys';
import { useToken } from '@/shared/session/session-store';

type ChannelMode = (typeof CHANNEL_MODES)[keyof typeof CHANNEL_MODES];

/** Spec 7.5: channels are de-duplicated by id (the first of each id is kept). */
export function dedupeChannels(channels: readonly PaymentChannel[]): PaymentChannel[] {
  const seen = new Set<number>();
  return channels.filter((channel) => !seen.has(channel.id) && seen.add(channel.id));
}

/** Payment channels: mode '1' to deposit, '2' the account types to withdraw to. */
export function useChannels(mode: ChannelMode) {
  const token = useToken();
  const api = useApiCall();
  return useQuery({
    queryKey: queryKeys.financeChannels(token, mode),
    queryFn: async ({ signal }) =>
      dedupeChannels(await api(calls.channelList, { mode }, { signal })),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
