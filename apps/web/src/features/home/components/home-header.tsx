import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { formatPhp } from '@/shared/lib/format';
import { useWalletBalance } from '@/shared/session/wallet';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import { useOpenMoneySheet } from '@/shared/wallet/use-open-money-sheet';
import { HOME_COPY } from '../copy';

type HomeHeaderProps = { logo: string | undefined; loading: boolean; signedIn: boolean };

/** Brand logo and, for visitors, the way in; for players, the balance and Deposit. */
export function HomeHeader({ logo, loading, signedIn }: HomeHeaderProps) {
  const COPY = useCopy(HOME_COPY);
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-3 border-b border-white/5 bg-ink-900 px-4">
      <h1 className="flex h-9 min-w-0 items-center">
        {loading ? (
          <Skeleton className="h-7 w-32" />
        ) : logo ? (
          <Img src={logo} alt={COPY.logoAlt} loading="eager" className="h-8 w-auto max-w-36" />
        ) : (
          <span className="text-gold-gradient text-xl font-black tracking-tight">
            {COPY.logoAlt}
          </span>
        )}
      </h1>
      {signedIn ? (
        <BalanceAndDeposit />
      ) : (
        <Link
          to={paths.login.getHref('login-otp-1')}
          className="bg-gold-gradient rounded-full px-5 py-1.5 text-sm font-bold text-ink-900 shadow-[0_2px_12px_rgba(246,196,69,0.35)] transition active:scale-95"
        >
          {COPY.login}
        </Link>
      )}
    </header>
  );
}

/** The balance and Deposit of every lobby: the deposit sheet, through the KYC gate (spec 4.3). */
function BalanceAndDeposit() {
  const COPY = useCopy(HOME_COPY);
  const balance = formatPhp(useWalletBalance());
  const openSheet = useOpenMoneySheet();
  return (
    <div className="flex min-w-0 items-center gap-1 rounded-full bg-ink-950/80 py-1 pr-1 pl-3 ring-1 ring-white/10">
      <p className="flex min-w-0 items-baseline gap-1 text-sm font-bold text-white tabular-nums">
        <span className="sr-only">{COPY.balance}</span>
        <span aria-hidden="true" className="text-gold-300">
          {COPY.currencySign}
        </span>
        <span className="truncate">{balance}</span>
      </p>
      <button
        type="button"
        onClick={() => void openSheet('deposit')}
        className="bg-gold-gradient ml-1 shrink-0 rounded-full px-3.5 py-1 text-sm font-bold text-ink-900 transition active:scale-95"
      >
        {COPY.deposit}
      </button>
    </div>
  );
}
