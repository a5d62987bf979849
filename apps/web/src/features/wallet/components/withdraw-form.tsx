import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { WITHDRAW_AMOUNT_MAX_DIGITS, MONEY_HELP, type FinanceAccount } from '@pisoplay/contract';
import { errorMessage } from '@/shared/api/errors';
import { paths } from '@/shared/config/paths';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { formatPhp } from '@/shared/lib/format';
import { useWallet } from '@/shared/session/wallet';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { Button, Field, TextInput } from '@/shared/ui/form';
import { Skeleton } from '@/shared/ui/skeleton';
import { toast } from '@/shared/ui/toast/toast-store';
import { useChannels } from '../api/get-channels';
import { useWithdraw } from '../api/withdraw';
import { useWithdrawAccounts } from '../api/withdraw-accounts';
import { WALLET_COPY } from '../copy';
import { newIdempotencyKey } from '../lib/attempt';
import { amountError, channelLimits, digitsOnly, isPositive, wholePesos } from '../lib/money-rules';
import { AccountSelector } from './account-selector';

/**
 * The withdraw sheet's content (spec 2.12, 4.9, 5.6): the balance and what of it can be
 * withdrawn, the account, the amount within the account channel's limits, and 'Withdraw All'.
 */
export function WithdrawForm({ onDone }: { onDone: () => void }) {
  const COPY = useCopy(WALLET_COPY);
  const ids = { amount: useId(), error: useId() };
  const navigate = useNavigate();
  const wallet = useWallet();
  const accounts = useWithdrawAccounts();
  const channels = useChannels('2');
  const withdraw = useWithdraw();
  const [selectedId, setSelectedId] = useState<number>();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);

  const list = accounts.data ?? [];
  const account: FinanceAccount | undefined =
    list.find((item) => item.id === selectedId) ?? list[0];
  const channel = channels.data?.find((item) => item.name === account?.channel_name);
  const problem = touched ? amountError(amount, channelLimits(channel), COPY.amount) : null;
  const disabled = !account || amount === '' || problem !== null || withdraw.isPending;

  const change = (value: string) => {
    setAmount(digitsOnly(value, WITHDRAW_AMOUNT_MAX_DIGITS));
    setTouched(true);
  };

  const submit = () => {
    if (!account || disabled) return;
    withdraw.mutate(
      { account_id: account.id, amount, idempotency_key: newIdempotencyKey() },
      {
        onSuccess: () => {
          toast(copyOf(WALLET_COPY).withdrawSuccess, 'success');
          onDone();
        },
        onError: (error) => toast(errorMessage(error, copyOf(WALLET_COPY).withdrawFailed), 'error'),
      },
    );
  };

  if (accounts.isPending || wallet.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p className="sr-only">{COPY.loading}</p>
        <Skeleton className="h-16 rounded-2xl" />
        <Skeleton className="h-14 rounded-2xl" />
        <Skeleton className="h-12 rounded-xl" />
      </div>
    );
  }
  if (accounts.isError || wallet.isError) {
    return (
      <ErrorWithRetry
        message={COPY.loadFailed}
        retryLabel={COPY.retry}
        onRetry={() => void Promise.all([accounts.refetch(), wallet.refetch()])}
      />
    );
  }

  const { balance, withdrawable, wagering_remaining: wagering } = wallet.data;
  const addAccount = () => {
    onDone();
    navigate(paths.withdrawAccountAdd.getHref());
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      <dl className="grid grid-cols-2 gap-2 rounded-2xl bg-ink-950/60 p-3 ring-1 ring-white/10">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-indigo-200/70">{COPY.balance}</dt>
          <dd className="text-base font-bold text-white tabular-nums">₱ {formatPhp(balance)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-indigo-200/70">{COPY.withdrawable}</dt>
          <dd className="text-base font-bold text-gold-200 tabular-nums">
            ₱ {formatPhp(withdrawable)}
          </dd>
        </div>
        {isPositive(wagering) ? (
          <div className="col-span-2 flex flex-col gap-0.5 border-t border-white/10 pt-2">
            <dt className="text-xs text-amber-200/90">{COPY.wageringRemaining}</dt>
            <dd className="flex flex-col gap-0.5">
              <span className="text-sm font-bold text-amber-200 tabular-nums">
                ₱ {formatPhp(wagering)}
              </span>
              <span className="text-[11px] leading-snug text-indigo-200/60">
                {COPY.wageringHint}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>

      {account ? (
        <>
          <div className="flex flex-col gap-1.5">
            <div className="flex items-center justify-between">
              <span className="text-sm font-medium text-indigo-100/80">{COPY.withdrawAccount}</span>
              <Button
                variant="ghost"
                onClick={() => {
                  onDone();
                  navigate(paths.withdrawAccounts.getHref());
                }}
              >
                {COPY.manageAccounts}
              </Button>
            </div>
            <AccountSelector
              label={COPY.withdrawAccount}
              accounts={list}
              channels={channels.data ?? []}
              selectedId={account.id}
              onSelect={(next) => {
                setSelectedId(next.id);
              }}
            />
          </div>
          <Field
            label={COPY.amount}
            htmlFor={ids.amount}
            error={problem ?? undefined}
            errorId={ids.error}
          >
            <div className="relative">
              <TextInput
                id={ids.amount}
                value={amount}
                inputMode="numeric"
                autoComplete="off"
                maxLength={WITHDRAW_AMOUNT_MAX_DIGITS}
                invalid={problem !== null}
                aria-describedby={problem ? ids.error : undefined}
                className="pr-32"
                onChange={(event) => change(event.target.value)}
                onBlur={() => setTouched(true)}
              />
              <button
                type="button"
                onClick={() => change(wholePesos(withdrawable))}
                className="absolute inset-y-1.5 right-1.5 rounded-lg bg-gold-400/15 px-3 text-xs font-bold text-gold-200 ring-1 ring-gold-400/40"
              >
                {COPY.withdrawAll}
              </button>
            </div>
          </Field>
          <Button
            type="submit"
            active={!disabled}
            disabled={disabled}
            busy={withdraw.isPending}
            className="w-full"
          >
            {COPY.withdrawButton}
          </Button>
          <p className="text-center text-[11px] text-muted">
            {localizeMessage(MONEY_HELP.withdrawTime)}
          </p>
        </>
      ) : (
        <div className="flex flex-col items-center gap-3 py-2 text-center">
          <p className="text-sm text-indigo-100/80">{COPY.noAccount}</p>
          <Button className="w-full" onClick={addAccount}>
            {COPY.addAccount}
          </Button>
        </div>
      )}
    </form>
  );
}
