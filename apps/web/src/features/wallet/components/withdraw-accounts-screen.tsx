import { useState } from 'react';
import { Link } from 'react-router';
import { MAX_WITHDRAW_ACCOUNTS, MONEY_HELP, mask, type FinanceAccount } from '@pisoplay/contract';
import { errorMessage } from '@/shared/api/errors';
import { paths } from '@/shared/config/paths';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { cn } from '@/shared/lib/cn';
import { EmptyState, ErrorWithRetry } from '@/shared/ui/empty-state';
import { Button } from '@/shared/ui/form';
import { CloseIcon } from '@/shared/ui/icons';
import { Modal } from '@/shared/ui/modal/modal';
import { Skeleton } from '@/shared/ui/skeleton';
import { TitleBar } from '@/shared/ui/title-bar';
import { toast } from '@/shared/ui/toast/toast-store';
import { useChannels } from '../api/get-channels';
import { useDeleteAccount, useWithdrawAccounts } from '../api/withdraw-accounts';
import { WALLET_COPY } from '../copy';
import { ChannelLogo } from './channel-logo';

/** /withdraw-accounts (spec 2.1): the player's accounts, delete (confirmed) and add. */
export function WithdrawAccountsScreen() {
  const COPY = useCopy(WALLET_COPY);
  const accounts = useWithdrawAccounts();
  const channels = useChannels('2');
  const remove = useDeleteAccount();
  // The account stays in the dialog while it animates closed (spec 4.9: cleared after 300 ms).
  const [confirming, setConfirming] = useState<FinanceAccount | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const ask = (account: FinanceAccount) => {
    setConfirming(account);
    setConfirmOpen(true);
  };
  const list = accounts.data ?? [];
  const full = list.length >= MAX_WITHDRAW_ACCOUNTS;

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => toast(copyOf(WALLET_COPY).deleted, 'success'),
      onError: (error) => toast(errorMessage(error, copyOf(WALLET_COPY).deleteFailed), 'error'),
      onSettled: () => setConfirmOpen(false),
    });
  };

  return (
    <div className="flex flex-col">
      <TitleBar title={COPY.accountsTitle} />
      <div className="flex flex-col gap-4 px-4 pt-4 pb-8">
        <p className="text-xs text-indigo-200/70">{localizeMessage(MONEY_HELP.accounts)}</p>
        {accounts.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-2">
            <p className="sr-only">{COPY.loading}</p>
            <Skeleton className="h-16 rounded-2xl" />
            <Skeleton className="h-16 rounded-2xl" />
          </div>
        ) : accounts.isError ? (
          <ErrorWithRetry
            message={COPY.loadFailed}
            retryLabel={COPY.retry}
            onRetry={() => void accounts.refetch()}
          />
        ) : list.length === 0 ? (
          <EmptyState message={COPY.accountsEmpty} />
        ) : (
          <ul aria-label={COPY.accountsTitle} className="flex flex-col gap-2">
            {list.map((account) => {
              const names = [account.first_name, account.middle_name, account.last_name]
                .filter(Boolean)
                .join(' ');
              return (
                <li
                  key={account.id}
                  className="flex items-center gap-3 rounded-2xl bg-white/5 px-3 py-3 ring-1 ring-white/10"
                >
                  <ChannelLogo
                    channels={channels.data}
                    channelName={account.channel_name}
                    className="size-10"
                    imageClassName="size-8"
                  />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-semibold text-white">
                      {account.channel_name}
                    </span>
                    <span className="truncate text-xs text-indigo-200/70 tabular-nums">
                      {mask(account.account)} · {names}
                    </span>
                  </span>
                  <button
                    type="button"
                    aria-label={COPY.deleteAccount({ name: account.channel_name })}
                    onClick={() => ask(account)}
                    className="grid size-9 shrink-0 place-items-center rounded-full text-rose-200 hover:bg-rose-500/10"
                  >
                    <CloseIcon className="size-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {full ? (
          <p className="text-center text-xs text-indigo-200/60">
            {localizeMessage(MONEY_HELP.accountsFull)}
          </p>
        ) : null}
        <Link
          to={paths.withdrawAccountAdd.getHref()}
          aria-disabled={full || undefined}
          onClick={(event) => full && event.preventDefault()}
          className={cn(
            'bg-gold-gradient flex h-12 items-center justify-center rounded-full text-base font-bold text-ink-900',
            full && 'pointer-events-none opacity-50',
          )}
        >
          {COPY.addAccount}
        </Link>
      </div>
      <Modal
        open={confirmOpen}
        title={COPY.deleteTitle}
        variant="center"
        onClose={() => {
          setConfirmOpen(false);
          setConfirming(null);
        }}
      >
        {confirming ? (
          <div className="flex flex-col gap-5">
            <p className="text-sm leading-relaxed text-indigo-100/85">
              {COPY.deleteText({
                name: confirming.channel_name,
                account: mask(confirming.account),
              })}
            </p>
            <div className="grid grid-cols-2 gap-3">
              <Button variant="secondary" onClick={() => setConfirmOpen(false)}>
                {COPY.cancel}
              </Button>
              <Button busy={remove.isPending} onClick={confirmDelete}>
                {COPY.deleteConfirm}
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
