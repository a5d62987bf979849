import { useEffect, useId, useState } from 'react';
import {
  DEFAULT_ERROR_MESSAGE,
  DEPOSIT_AMOUNT_MAX_INPUT,
  DEPOSIT_DOUBLE_CLICK_MS,
  MONEY_HELP,
  VOUCHER_CODE_MAX,
  VOUCHER_CODE_MIN_FOR_BUTTON,
  normalizeVoucherCode,
  type PaymentChannel,
} from '@pisoplay/contract';
import { isAppError } from '@/shared/api/errors';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { formatPesos } from '@/shared/lib/format';
import { useRefreshWallet } from '@/shared/session/wallet';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { Button, Field, TextInput } from '@/shared/ui/form';
import { Skeleton } from '@/shared/ui/skeleton';
import { toast } from '@/shared/ui/toast/toast-store';
import { useExchangeVoucher } from '@/shared/wallet/exchange-voucher';
import { useChannels } from '../api/get-channels';
import { useStartDeposit } from '../api/start-deposit';
import { WALLET_COPY } from '../copy';
import { newIdempotencyKey } from '../lib/attempt';
import { leaveFor } from '../lib/leave-for';
import {
  amountError,
  channelLimits,
  digitsOnly,
  isVoucherChannel,
  voucherCodeError,
  wholePesos,
} from '../lib/money-rules';
import { useBusyGuard } from '../lib/use-busy-guard';
import { ChannelPicker } from './channel-picker';

/** Spec 4.9: the wallet is read again this long after a voucher was redeemed. */
export const VOUCHER_WALLET_REFRESH_MS = 1_000;

/**
 * A failed deposit's message for the field (spec 8.2): the server's own message, 'Recharge
 * failed' for a failure that carries none, 'deposit error' for anything that is not an answer.
 */
function depositFailure(error: unknown): string {
  const COPY = copyOf(WALLET_COPY);
  if (!isAppError(error)) return COPY.depositError;
  return error.message && error.message !== DEFAULT_ERROR_MESSAGE
    ? error.message
    : COPY.rechargeFailed;
}

/**
 * The deposit sheet's content (spec 2.12, 4.9, 5.6): a payment method, an amount (or the
 * voucher code of channel 1008), and the deposit button with its 3 s double-click guard.
 */
export function DepositForm({ onDone }: { onDone: () => void }) {
  const COPY = useCopy(WALLET_COPY);
  const ids = { field: useId(), error: useId() };
  const channels = useChannels('1');
  const [selectedId, setSelectedId] = useState<number>();
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const guard = useBusyGuard(DEPOSIT_DOUBLE_CLICK_MS);
  const deposit = useStartDeposit();
  const exchange = useExchangeVoucher();
  const refreshWallet = useRefreshWallet();

  const list = channels.data ?? [];
  const channel: PaymentChannel | undefined =
    list.find((item) => item.id === selectedId) ?? list[0];
  const voucher = isVoucherChannel(channel);
  const limits = channelLimits(channel);
  const amountProblem = amount === '' ? null : amountError(amount, limits, COPY.amount);
  const ready = voucher
    ? code.length >= VOUCHER_CODE_MIN_FOR_BUTTON
    : amount !== '' && amountProblem === null;
  const fieldError = failure ?? amountProblem;

  // Spec 7.5: an empty channel list says so.
  const empty = channels.isSuccess && list.length === 0;
  useEffect(() => {
    if (empty) toast(copyOf(WALLET_COPY).noChannels, 'error');
  }, [empty]);

  const choose = (next: PaymentChannel) => {
    setSelectedId(next.id);
    setFailure(null);
  };

  const redeem = () => {
    const problem = voucherCodeError(code);
    if (problem) {
      setFailure(problem);
      guard.release();
      return;
    }
    exchange.mutate(code, {
      onSuccess: (text) => {
        guard.release();
        if (text) toast(text, 'success');
        window.setTimeout(() => void refreshWallet(), VOUCHER_WALLET_REFRESH_MS);
        onDone();
      },
      onError: (error) => {
        guard.release();
        setFailure(depositFailure(error));
      },
    });
  };

  const pay = (chosen: PaymentChannel) => {
    if (amountError(amount, channelLimits(chosen))) {
      guard.release();
      toast(copyOf(WALLET_COPY).amountError, 'error');
      return;
    }
    deposit.mutate(
      { amount, pid: chosen.id, device: 'web', idempotency_key: newIdempotencyKey() },
      {
        onSuccess: (reply) => {
          guard.release();
          if (!reply?.pay_url) {
            setFailure(copyOf(WALLET_COPY).payUrlError);
            return;
          }
          onDone();
          leaveFor(reply.pay_url);
        },
        onError: (error) => {
          guard.release();
          setFailure(depositFailure(error));
        },
      },
    );
  };

  const submit = () => {
    if (!channel) {
      toast(copyOf(WALLET_COPY).channelNotFound, 'error');
      return;
    }
    setFailure(null);
    guard.hold();
    if (voucher) redeem();
    else pay(channel);
  };

  if (channels.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p className="sr-only">{COPY.loading}</p>
        <div className="grid grid-cols-3 gap-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-20 rounded-2xl" />
          ))}
        </div>
        <Skeleton className="h-12 rounded-xl" />
      </div>
    );
  }
  if (channels.isError) {
    return (
      <ErrorWithRetry
        message={COPY.loadFailed}
        retryLabel={COPY.retry}
        onRetry={() => void channels.refetch()}
      />
    );
  }
  if (!channel)
    return <p className="py-6 text-center text-sm text-indigo-200/70">{COPY.noChannels}</p>;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !guard.busy) submit();
      }}
      className="flex flex-col gap-4"
    >
      <ChannelPicker
        label={COPY.channels}
        channels={list}
        selectedId={channel.id}
        onSelect={choose}
      />

      {voucher ? (
        <Field
          label={COPY.voucherCode}
          htmlFor={ids.field}
          error={failure ?? undefined}
          errorId={ids.error}
        >
          <TextInput
            id={ids.field}
            value={code}
            autoComplete="off"
            maxLength={VOUCHER_CODE_MAX}
            placeholder={COPY.voucherPlaceholder}
            invalid={failure !== null}
            aria-describedby={failure ? ids.error : undefined}
            onChange={(event) => {
              setCode(normalizeVoucherCode(event.target.value));
              setFailure(null);
            }}
          />
        </Field>
      ) : (
        <>
          {channel.amount_limit.length > 0 ? (
            <div role="group" aria-label={COPY.quickAmounts} className="grid grid-cols-4 gap-2">
              {channel.amount_limit.map((quick) => {
                const value = wholePesos(quick);
                return (
                  <button
                    key={quick}
                    type="button"
                    aria-pressed={amount === value}
                    onClick={() => {
                      setAmount(value);
                      setFailure(null);
                    }}
                    className="h-10 rounded-xl bg-white/6 text-sm font-bold text-indigo-50 tabular-nums ring-1 ring-white/10 transition aria-pressed:bg-gold-400/15 aria-pressed:text-gold-200 aria-pressed:ring-gold-400"
                  >
                    {formatPesos(value)}
                  </button>
                );
              })}
            </div>
          ) : null}
          <Field
            label={COPY.amount}
            htmlFor={ids.field}
            error={fieldError ?? undefined}
            errorId={ids.error}
          >
            <TextInput
              id={ids.field}
              value={amount}
              inputMode="numeric"
              autoComplete="off"
              maxLength={DEPOSIT_AMOUNT_MAX_INPUT}
              placeholder={COPY.amountPrompt({ min: String(limits.min), max: String(limits.max) })}
              invalid={fieldError !== null}
              aria-describedby={fieldError ? ids.error : undefined}
              onChange={(event) => {
                setAmount(digitsOnly(event.target.value, DEPOSIT_AMOUNT_MAX_INPUT));
                setFailure(null);
              }}
            />
          </Field>
        </>
      )}

      {channel.tips ? (
        <p className="text-xs leading-relaxed text-indigo-200/70">{channel.tips}</p>
      ) : null}

      <Button type="submit" active={ready} disabled={!ready} busy={guard.busy} className="w-full">
        {COPY.depositButton}
      </Button>
      <p className="text-center text-[11px] text-muted">
        {localizeMessage(MONEY_HELP.depositRange(limits.min, limits.max))}
      </p>
    </form>
  );
}
