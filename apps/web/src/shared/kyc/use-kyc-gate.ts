import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { kycStatusFromNumber, type KycAction, type KycStatus } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { paths } from '@/shared/config/paths';
import { profileQueryOptions } from '@/shared/session/profile';
import { getToken } from '@/shared/session/session-store';
import { useModal } from '@/shared/ui/modal/modal-context';
import { deadlineMs } from './countdown';
import { decideKycGate } from './gate-decision';
import { kycQueryOptions } from './kyc-query';

/** Spec 4.3: the gate re-fetches KYC and profile at most this often. */
export const KYC_GATE_THROTTLE_MS = 1_500;

export type KycGateOptions = {
  /** Runs instead of the default modal when the action is refused. */
  onDenied?: (status: KycStatus) => void;
  /** Told of a refusal too, while the default modal still shows (a screen's own state). */
  onRefused?: (status: KycStatus) => void;
  /**
   * The path the action runs at, when the app has just navigated there (after a sign-in): the
   * default blocks stay quiet on the KYC route (spec 4.3). The current path otherwise.
   */
  at?: string;
};

/** Runs `proceed` when the status allows `action`; resolves whether it ran. */
export type KycGate = (
  action: KycAction,
  proceed: () => void,
  options?: KycGateOptions,
) => Promise<boolean>;

const loadFetchers = () => import('./fetch-kyc');

/**
 * The action gate of spec 4.3, the one every feature uses: it re-fetches the KYC record and the
 * profile (throttled), ignores a result that a newer run overtook, and then proceeds, runs the
 * custom handler, or shows the modal of spec 8.2.
 */
export function useKycGate(): KycGate {
  const queryClient = useQueryClient();
  const api = useApiCall();
  const modal = useModal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const latestRun = useRef(0);

  return useCallback(
    async (action, proceed, options) => {
      const run = ++latestRun.current;
      // Read when the action runs: a sign-in may have set it since this render.
      const token = getToken();
      let status: KycStatus = 'unset';
      let deadline: number | null = null;
      if (token) {
        const [kyc, profile] = await Promise.allSettled([
          queryClient.fetchQuery({
            ...kycQueryOptions(token, api),
            staleTime: KYC_GATE_THROTTLE_MS,
          }),
          queryClient.fetchQuery({
            ...profileQueryOptions(token),
            queryFn: async ({ signal }) => (await loadFetchers()).fetchProfileWith(api, signal),
            staleTime: KYC_GATE_THROTTLE_MS,
          }),
        ]);
        // A newer run decides; this answer is stale.
        if (run !== latestRun.current) return false;
        if (kyc.status === 'fulfilled') {
          status = kyc.value.status;
          deadline = deadlineMs(kyc.value.deadline_at);
        } else if (profile.status === 'fulfilled') {
          status = kycStatusFromNumber(profile.value.kyc_status);
        } else {
          return false;
        }
      }

      const decision = decideKycGate(action, status, {
        signedIn: token !== null,
        onKycRoute: (options?.at ?? pathname).startsWith(paths.kyc.path),
      });
      if (decision.allowed) {
        proceed();
        return true;
      }
      if (options?.onDenied) {
        options.onDenied(status);
        return false;
      }
      options?.onRefused?.(status);
      if (!decision.modal) return false;
      // The modals load when one is shown: most actions pass the gate.
      const { gateModal } = await import('./gate-modals');
      if (run !== latestRun.current) return false;
      let close = () => {};
      const shown = gateModal(decision.modal, deadline, {
        close: () => close(),
        goToKyc: () => {
          close();
          navigate(paths.kyc.getHref(), { state: { resetKycStage: true } });
        },
        goToService: () => {
          close();
          navigate(paths.myService.getHref());
        },
      });
      const handle = modal.open({ ...shown, variant: 'center' });
      close = handle.close;
      return false;
    },
    [api, modal, navigate, pathname, queryClient],
  );
}
