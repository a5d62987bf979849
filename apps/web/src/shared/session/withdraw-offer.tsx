import { useId, useState } from 'react';
import { calls, type Session } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { errorMessage } from '@/shared/api/errors';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { Button } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast/toast-store';
import { WITHDRAW_OFFER_COPY } from './copy';

type WithdrawOfferProps = {
  /** The one-time ticket the refusal carried (`withdrawTicketOf`). */
  ticket: string;
  /** Keeps the withdraw-only session and goes on (to the self-exclusion screen). */
  onSession: (session: Session) => Promise<void> | void;
};

/**
 * Under a sign-in refused for a self-exclusion (login, a partner's entry): a button that trades
 * the refusal's ticket for a withdraw-only session (docs/responsible-gaming.md). The refusal's
 * own message, with the date, is shown above it by the screen.
 */
export function WithdrawOffer({ ticket, onSession }: WithdrawOfferProps) {
  const COPY = useCopy(WITHDRAW_OFFER_COPY);
  const api = useApiCall();
  const textId = useId();
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onSession(await api(calls.withdrawOnlyLogin, { ticket }));
    } catch (error) {
      toast(errorMessage(error, copyOf(WITHDRAW_OFFER_COPY).failed), 'error');
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
      <p id={textId} className="text-sm leading-relaxed text-indigo-100/90">
        {COPY.text}
      </p>
      <Button
        variant="secondary"
        className="w-full"
        busy={busy}
        aria-describedby={textId}
        onClick={() => void signIn()}
      >
        {COPY.button}
      </Button>
    </div>
  );
}
