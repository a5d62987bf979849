import { useState } from 'react';
import {
  BONUS_WAGERING_MULTIPLIER,
  type PointsExchange,
  type PointsShopItem,
} from '@pisoplay/contract';
import { errorMessage, isAppError } from '@/shared/api/errors';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { formatPhp } from '@/shared/lib/format';
import { Button } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast/toast-store';
import { usePointsExchange, useRedeemVoucher } from '../api/points';
import { POINTS_COPY } from '../copy';
import { formatPoints } from '../lib/points-format';

/**
 * The idempotency keys of the exchanges under way: a key is made when an exchange is confirmed,
 * and kept for a retry of the same item while its outcome is unknown (a network failure).
 */
export type ExchangeKeys = {
  keyFor: (itemId: string) => string;
  settle: (itemId: string) => void;
};

/** The voucher code an exchange gave: copy it, or redeem it at once (spec 7.3, 7.5). */
function VoucherCode({ code }: { code: string }) {
  const COPY = useCopy(POINTS_COPY);
  const redeem = useRedeemVoucher();
  // The server's answer ('' when it gave no text); null before a redeem.
  const [answer, setAnswer] = useState<string | null>(null);
  // Why the redeem failed, as the server or the client said it.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast(copyOf(POINTS_COPY).copied, 'success');
    } catch {
      toast(copyOf(POINTS_COPY).copyFailed, 'error');
    }
  };
  const onRedeem = () => {
    setFailure(null);
    redeem.redeem(code).then(
      (text) => setAnswer(text),
      (error: unknown) => setFailure({ error }),
    );
  };
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-ink-950/50 p-3 ring-1 ring-white/10">
      <div className="flex items-center gap-2">
        <output
          aria-label={COPY.voucherCode}
          className="min-w-0 flex-1 truncate font-mono text-base font-bold tracking-wider text-amber-200 select-all"
        >
          {code}
        </output>
        <button
          type="button"
          aria-label={COPY.copyCode}
          onClick={() => void copy()}
          className="shrink-0 rounded-full bg-white/10 px-3 py-1.5 text-xs font-bold text-white hover:bg-white/15"
        >
          {COPY.copy}
        </button>
      </div>
      {answer !== null ? (
        <p role="status" className="text-sm font-semibold text-emerald-300">
          {answer ? localizeMessage(answer) : COPY.done}
        </p>
      ) : (
        <Button
          variant="secondary"
          onClick={onRedeem}
          busy={redeem.isPending}
          className="h-10 text-sm"
        >
          {redeem.isPending ? COPY.redeeming : COPY.redeemNow}
        </Button>
      )}
      {failure ? (
        <p role="alert" className="text-xs font-medium text-rose-300">
          {localizeMessage(errorMessage(failure.error, COPY.redeemFailed))}
        </p>
      ) : null}
    </div>
  );
}

function ExchangeResult({ result, onDone }: { result: PointsExchange; onDone: () => void }) {
  const COPY = useCopy(POINTS_COPY);
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm font-semibold text-emerald-300">
        {localizeMessage(result.message)}
      </p>
      {result.voucher_code ? <VoucherCode code={result.voucher_code} /> : null}
      <Button onClick={onDone} data-autofocus>
        {COPY.done}
      </Button>
    </div>
  );
}

type ExchangeDialogProps = {
  item: PointsShopItem;
  keys: ExchangeKeys;
  /** Told once the exchange is made (the dialog's title changes). */
  onExchanged: () => void;
  onClose: () => void;
};

/** The confirm step of an exchange, then what it gave. */
export function ExchangeDialog({ item, keys, onExchanged, onClose }: ExchangeDialogProps) {
  const COPY = useCopy(POINTS_COPY);
  const exchange = usePointsExchange();
  const [result, setResult] = useState<PointsExchange | null>(null);
  // Why the exchange failed: a lost connection (its outcome unknown), or the error.
  const [failure, setFailure] = useState<{ unknown: boolean; error: unknown } | null>(null);

  const confirm = () => {
    setFailure(null);
    exchange.mutate(
      { item_id: item.id, idempotency_key: keys.keyFor(item.id), points: item.points },
      {
        onSuccess: (reply) => {
          keys.settle(item.id);
          setResult(reply);
          onExchanged();
        },
        onError: (error) => {
          // Whether a lost request reached the server is unknown: the same key again finishes
          // that exchange instead of making a second one.
          const unknown = isAppError(error, 'ERR_NETWORK');
          if (!unknown) keys.settle(item.id);
          setFailure({ unknown, error });
        },
      },
    );
  };

  if (result) return <ExchangeResult result={result} onDone={onClose} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base text-white">
        {COPY.confirmText({ points: formatPoints(item.points), name: item.name })}
      </p>
      <p className="text-xs text-indigo-200/75">
        {COPY.worth({ amount: formatPhp(item.amount) })} ·{' '}
        {item.kind === 'bonus'
          ? COPY.bonusNote({ times: BONUS_WAGERING_MULTIPLIER })
          : COPY.voucherNote}
      </p>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-rose-300">
          {failure.unknown
            ? COPY.retryHint
            : localizeMessage(errorMessage(failure.error, COPY.exchangeFailed))}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onClose} disabled={exchange.isPending}>
          {COPY.cancel}
        </Button>
        <Button onClick={confirm} busy={exchange.isPending} data-autofocus>
          {exchange.isPending ? COPY.exchanging : COPY.confirm}
        </Button>
      </div>
    </div>
  );
}
