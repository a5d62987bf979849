import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { calls, type Session } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { kycQueryOptions } from '@/shared/kyc/kyc-query';
import { setEntryKind } from '@/shared/session/entry-kind';
import { walletQueryOptions } from '@/shared/session/player-queries';
import { profileQueryOptions } from '@/shared/session/profile';
import { setSession } from '@/shared/session/session-store';

export type EntryCredential =
  { kind: 'partner-wallet'; token: string } | { kind: 'mini-app'; authCode: string };

/**
 * Signs in through a partner entry: trades the token or authCode for a session once, keeps it
 * with how the player arrived, and loads profile, KYC and wallet (spec 2.1) before resolving.
 */
export function useEntrySignIn(): (credential: EntryCredential) => Promise<Session> {
  const api = useApiCall();
  const queryClient = useQueryClient();
  return useCallback(
    async (credential) => {
      const session =
        credential.kind === 'partner-wallet'
          ? await api(calls.partnerLogin, { token: credential.token })
          : await api(calls.miniAppLogin, { authCode: credential.authCode });
      setSession(session);
      setEntryKind(credential.kind);
      await Promise.allSettled([
        queryClient.fetchQuery({
          ...profileQueryOptions(session.token),
          queryFn: ({ signal }) => api(calls.memberDetail, {}, { signal }),
        }),
        queryClient.fetchQuery(kycQueryOptions(session.token, api)),
        queryClient.fetchQuery(walletQueryOptions(session.token, api)),
      ]);
      return session;
    },
    [api, queryClient],
  );
}
