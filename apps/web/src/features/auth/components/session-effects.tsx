import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { kycStatusFromNumber } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { isPlayerQueryKey } from '@/shared/queries/query-keys';
import { favoritesQueryOptions, walletQueryOptions } from '@/shared/session/player-queries';
import { dismissAccountBlocked, useAccountBlocked } from '@/shared/session/account-blocked';
import { useIsPartnerWalletUser } from '@/shared/session/entry-kind';
import { profileQueryOptions, useProfile } from '@/shared/session/profile';
import { clearSession, useSession, useToken } from '@/shared/session/session-store';
import { useIsWithdrawOnly } from '@/shared/session/withdraw-only';
import { dismissSignedOutNotice, useSignedOutNotice } from '@/shared/session/signed-out-notice';
import { Modal } from '@/shared/ui/modal/modal';
import { SESSION_COPY } from '../copy';

/** Refresh this long before the session ends (docs/auth.md: less than a day left). */
export const REFRESH_BEFORE_MS = 24 * 60 * 60 * 1000;

/** Spec 4.2: the reminder shows 500 ms after the block is seen. */
export const BLOCKED_REMINDER_DELAY_MS = 500;

/** The OK button that closes a sign-out message. */
function OkButton({ onClick }: { onClick: () => void }) {
  const COPY = useCopy(SESSION_COPY);
  return (
    <button
      type="button"
      onClick={onClick}
      className="bg-gold-gradient h-12 w-full rounded-full text-base font-bold text-ink-900"
    >
      {COPY.blockedOk}
    </button>
  );
}

/**
 * What follows the token (spec 4.4): a token set loads the profile, wallet and favourites; a
 * token cleared (logout, a 401) drops them; a session near its end is refreshed. A blocked
 * account (a 'block' KYC status, or the server's 401 'blocked' to any call, which the profile's
 * periodic check makes within 30 s on every open screen) signs the player out with the
 * blocked-account warning (spec 4.2, 4.3). A sign-out with a notice (a self-exclusion) shows
 * the notice.
 */
export function SessionEffects() {
  const COPY = useCopy(SESSION_COPY);
  const token = useToken();
  const queryClient = useQueryClient();
  // A self-excluded player's withdraw-only session reads no favourites and is never renewed: it
  // ends after 30 minutes (docs/responsible-gaming.md).
  const withdrawOnly = useIsWithdrawOnly();

  useEffect(() => {
    if (token) {
      void queryClient.prefetchQuery(profileQueryOptions(token));
      void queryClient.prefetchQuery(walletQueryOptions(token));
      // Its server module arrives with a later issue: a failure here is expected and harmless.
      if (!withdrawOnly) {
        void queryClient.prefetchQuery({ ...favoritesQueryOptions(token), retry: false });
      }
    } else {
      queryClient.removeQueries({ predicate: (query) => isPlayerQueryKey(query.queryKey) });
    }
  }, [queryClient, token, withdrawOnly]);

  // Sessions last 7 days, not sliding: renew one when less than a day is left. A partner-wallet
  // session is not renewed (spec 2.1): the partner's app opens a new one with a new entry link.
  const session = useSession();
  const partnerWallet = useIsPartnerWalletUser();
  useEffect(() => {
    const expiresAt = Date.parse(session?.expires_at ?? '');
    if (!session || partnerWallet || session.withdraw_only || Number.isNaN(expiresAt)) return;
    const wait = Math.max(0, expiresAt - REFRESH_BEFORE_MS - Date.now());
    const timer = window.setTimeout(() => {
      // Loaded on demand: the call definitions stay out of this early chunk.
      void import('../api/refresh-token').then((m) => m.refreshSession(session.token));
    }, wait);
    return () => window.clearTimeout(timer);
  }, [session, partnerWallet]);

  const profile = useProfile();
  const endedByBlock = useAccountBlocked();
  const blocked =
    endedByBlock ||
    (profile.data ? kycStatusFromNumber(profile.data.kyc_status) === 'block' : false);
  const [warning, setWarning] = useState(false);
  const closeWarning = () => {
    setWarning(false);
    dismissAccountBlocked();
  };
  useEffect(() => {
    if (!blocked) return;
    const timer = window.setTimeout(() => {
      clearSession();
      setWarning(true);
    }, BLOCKED_REMINDER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [blocked]);

  const notice = useSignedOutNotice();
  // The closing dialog keeps its text while it fades out.
  const [lastNotice, setLastNotice] = useState(notice);
  if (notice !== null && notice !== lastNotice) setLastNotice(notice);
  const shown = notice ?? lastNotice;

  return (
    <>
      <Modal open={warning} title={COPY.blockedTitle} variant="center" onClose={closeWarning}>
        <div className="flex flex-col gap-5">
          <p className="text-sm leading-relaxed text-indigo-100/90">{COPY.blockedText}</p>
          <OkButton onClick={closeWarning} />
        </div>
      </Modal>
      <Modal
        open={notice !== null}
        title={shown?.title ?? ''}
        variant="center"
        onClose={dismissSignedOutNotice}
      >
        <div className="flex flex-col gap-3">
          <p className="text-sm leading-relaxed font-semibold text-white">{shown?.message}</p>
          {shown?.detail ? (
            <p className="text-sm leading-relaxed text-indigo-100/85">{shown.detail}</p>
          ) : null}
          <OkButton onClick={dismissSignedOutNotice} />
        </div>
      </Modal>
    </>
  );
}
