import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatManilaTime } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { formatPhp } from '@/shared/lib/format';
import { useLogout } from '@/shared/session/logout';
import { useSession } from '@/shared/session/session-store';
import { useWallet } from '@/shared/session/wallet';
import { useWithdrawOnly } from '@/shared/session/withdraw-only';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { Button } from '@/shared/ui/form';
import { LoadingSkeletons } from '@/shared/ui/skeleton';
import { TitleBar } from '@/shared/ui/title-bar';
import { toast } from '@/shared/ui/toast/toast-store';
import { useOpenMoneySheet } from '@/shared/wallet/use-open-money-sheet';
import { WITHDRAW_ONLY_COPY } from '../copy';
import { formatWhen } from '../lib/rg-format';
import { ExclusionEndSection } from './exclusion-end-section';

const linkClass =
  'flex h-12 items-center justify-center rounded-full bg-white/8 px-6 text-sm font-semibold text-indigo-50 ring-1 ring-white/15 hover:bg-white/12';

/** The balance and what of it can be withdrawn, with the way to the withdraw sheet. */
function BalanceCard() {
  const COPY = useCopy(WITHDRAW_ONLY_COPY);
  const titleId = useId();
  const wallet = useWallet();
  const openMoneySheet = useOpenMoneySheet();
  let figures;
  if (wallet.isError && !wallet.data) {
    figures = (
      <ErrorWithRetry
        message={COPY.loadFailed}
        retryLabel={COPY.retry}
        onRetry={() => void wallet.refetch()}
      />
    );
  } else if (!wallet.data) {
    figures = (
      <LoadingSkeletons label={COPY.loading} blocks={['h-14 rounded-xl']} className="flex" />
    );
  } else {
    figures = (
      <dl className="grid grid-cols-2 gap-2 rounded-xl bg-ink-950/60 p-3 ring-1 ring-white/10">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-indigo-200/70">{COPY.balance}</dt>
          <dd className="text-lg font-bold text-white tabular-nums">
            ₱ {formatPhp(wallet.data.balance)}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-indigo-200/70">{COPY.withdrawable}</dt>
          <dd className="text-lg font-bold text-gold-200 tabular-nums">
            ₱ {formatPhp(wallet.data.withdrawable)}
          </dd>
        </div>
      </dl>
    );
  }
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10"
    >
      <h2 id={titleId} className="text-base font-bold text-white">
        {COPY.balanceTitle}
      </h2>
      {figures}
      <Button className="w-full" onClick={() => void openMoneySheet('withdraw')}>
        {COPY.withdraw}
      </Button>
      <Link to={paths.withdrawAccounts.getHref()} className={linkClass}>
        {COPY.accounts}
      </Link>
    </section>
  );
}

/**
 * What the Responsible Gaming route shows a withdraw-only session (docs/responsible-gaming.md):
 * until when the player is self-excluded and what that closes, the balance, the withdraw sheet
 * and the withdraw accounts (the wallet's own screens), ending the exclusion early once its
 * irrevocable months are over, help, and logout. Every other path of the
 * app comes back here (app/routes/root.tsx).
 */
export function WithdrawOnlyScreen() {
  const COPY = useCopy(WITHDRAW_ONLY_COPY);
  const statusId = useId();
  const helpId = useId();
  const withdrawOnly = useWithdrawOnly();
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();

  const onLogout = async () => {
    // The session is cleared here either way.
    try {
      await logout.mutateAsync();
    } catch {
      toast(copyOf(WITHDRAW_ONLY_COPY).signOutFailed, 'error');
    }
    navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <div className="flex flex-col">
      <TitleBar title={COPY.title} noBack />
      <div className="flex flex-col gap-4 p-4 pb-10">
        <section
          aria-labelledby={statusId}
          className="flex flex-col gap-2 rounded-2xl bg-rose-500/10 p-4 ring-1 ring-rose-300/30"
        >
          <h2 id={statusId} className="text-base leading-snug font-bold text-white">
            {withdrawOnly
              ? COPY.excludedUntil({ until: formatWhen(withdrawOnly.excluded_until) })
              : COPY.title}
          </h2>
          <p className="text-sm leading-relaxed text-indigo-100/90">{COPY.closed}</p>
          {session ? (
            <p className="text-xs leading-relaxed text-indigo-200/80">
              {COPY.sessionEnds({ time: formatManilaTime(session.expires_at) })}
            </p>
          ) : null}
        </section>
        <BalanceCard />
        <ExclusionEndSection />
        <section aria-labelledby={helpId} className="flex flex-col gap-2">
          <h2 id={helpId} className="text-sm font-semibold text-indigo-100/85">
            {COPY.helpTitle}
          </h2>
          <div className="grid grid-cols-2 gap-2">
            <Link to={paths.myService.getHref()} className={linkClass}>
              {COPY.service}
            </Link>
            <Link to={paths.myHelpCenter.getHref()} className={linkClass}>
              {COPY.helpCenter}
            </Link>
          </div>
        </section>
        <Button
          variant="secondary"
          className="w-full"
          busy={logout.isPending}
          onClick={() => void onLogout()}
        >
          {COPY.signOut}
        </Button>
      </div>
    </div>
  );
}
