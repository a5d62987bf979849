import { useCopy } from '@/shared/i18n/define-copy';
import { formatPhp } from '@/shared/lib/format';
import { useWallet } from '@/shared/session/wallet';
import { Button } from '@/shared/ui/form';
import { Skeleton } from '@/shared/ui/skeleton';
import { useOpenMoneySheet } from '@/shared/wallet/use-open-money-sheet';
import { USER_CENTRE_COPY } from '../copy';

/** Where an amount goes while the wallet loads, or '₱ 0.00' when it could not be read. */
function Amount({ pending }: { pending: boolean }) {
  const COPY = useCopy(USER_CENTRE_COPY);
  if (!pending) return <>₱ {formatPhp(0)}</>;
  return (
    <span aria-busy="true">
      <span className="sr-only">{COPY.loading}</span>
      <Skeleton className="mt-1 h-6 w-24" />
    </span>
  );
}

/** The player's balance and what of it can be withdrawn, with Deposit and Withdraw (spec 2.12). */
export function WalletCard() {
  const COPY = useCopy(USER_CENTRE_COPY);
  const wallet = useWallet();
  const openSheet = useOpenMoneySheet();
  return (
    <section
      aria-label={COPY.balance}
      className="flex flex-col gap-3 rounded-3xl bg-white/5 p-4 ring-1 ring-white/10"
    >
      <dl className="grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-indigo-200/70">{COPY.balance}</dt>
          <dd className="text-lg font-black text-white tabular-nums">
            {wallet.data ? (
              `₱ ${formatPhp(wallet.data.balance)}`
            ) : (
              <Amount pending={wallet.isPending} />
            )}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-indigo-200/70">{COPY.withdrawable}</dt>
          <dd className="text-lg font-black text-gold-200 tabular-nums">
            {wallet.data ? (
              `₱ ${formatPhp(wallet.data.withdrawable)}`
            ) : (
              <Amount pending={wallet.isPending} />
            )}
          </dd>
        </div>
      </dl>
      <div className="grid grid-cols-2 gap-3">
        <Button
          className="h-10 text-sm whitespace-nowrap"
          onClick={() => void openSheet('deposit')}
        >
          {COPY.deposit}
        </Button>
        <Button
          variant="secondary"
          className="h-10 text-sm whitespace-nowrap"
          onClick={() => void openSheet('withdraw')}
        >
          {COPY.withdraw}
        </Button>
      </div>
    </section>
  );
}
