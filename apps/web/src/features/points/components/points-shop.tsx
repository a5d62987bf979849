import { useCallback, useMemo, useRef, useState } from 'react';
import type { PointsShopItem } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { useKycGate } from '@/shared/kyc/use-kyc-gate';
import { cn } from '@/shared/lib/cn';
import { formatPhp } from '@/shared/lib/format';
import { EmptyState, ErrorWithRetry } from '@/shared/ui/empty-state';
import { GiftIcon } from '@/shared/ui/icons';
import { Img } from '@/shared/ui/img';
import { Modal } from '@/shared/ui/modal/modal';
import { SectionCard } from '@/shared/ui/section-card';
import { LoadingSkeletons } from '@/shared/ui/skeleton';
import { usePointsShop } from '../api/points';
import { POINTS_COPY } from '../copy';
import { formatPoints, pointsShort } from '../lib/points-format';
import { ExchangeDialog, type ExchangeKeys } from './exchange-dialog';

/** One key per exchange; kept for the item while its outcome is unknown. */
function useExchangeKeys(): ExchangeKeys {
  const pending = useRef(new Map<string, string>());
  const keyFor = useCallback((itemId: string) => {
    const kept = pending.current.get(itemId);
    if (kept) return kept;
    const key = crypto.randomUUID();
    pending.current.set(itemId, key);
    return key;
  }, []);
  const settle = useCallback((itemId: string) => void pending.current.delete(itemId), []);
  return useMemo(() => ({ keyFor, settle }), [keyFor, settle]);
}

type ShopItemProps = {
  item: PointsShopItem;
  balance: number;
  onExchange: () => void;
  /** In the first row: on screen as the page opens, its image is the page's largest paint. */
  firstRow: boolean;
};

/** Items per row of the shop's grid (grid-cols-2). */
const ITEMS_PER_ROW = 2;

function ShopItem({ item, balance, onExchange, firstRow }: ShopItemProps) {
  const COPY = useCopy(POINTS_COPY);
  const short = pointsShort(balance, item.points);
  const reasonId = `points-item-${item.id}-reason`;
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-white/5 p-2 ring-1 ring-white/10">
      <div className="relative grid aspect-[8/5] place-items-center overflow-hidden rounded-xl bg-gradient-to-br from-ink-600 to-ink-800">
        <GiftIcon aria-hidden="true" className="size-10 text-amber-300/40" />
        <Img
          src={item.img}
          alt=""
          width={240}
          height={150}
          loading={firstRow ? 'eager' : 'lazy'}
          fetchPriority={firstRow ? 'high' : undefined}
          className="absolute inset-0 size-full object-cover"
        />
      </div>
      <div className="flex flex-col px-0.5">
        <h3 className="text-sm leading-snug font-semibold text-white">{item.name}</h3>
        <p className="text-xs text-indigo-200/75 tabular-nums">
          {COPY.worth({ amount: formatPhp(item.amount) })}
        </p>
        <p className="text-sm font-bold text-gold-300 tabular-nums">
          {COPY.points({ count: formatPoints(item.points) })}
        </p>
      </div>
      <button
        type="button"
        onClick={onExchange}
        disabled={short > 0}
        aria-label={COPY.exchangeItem({ name: item.name })}
        aria-describedby={short > 0 ? reasonId : undefined}
        className={cn(
          'mt-auto h-9 rounded-full text-xs font-bold transition active:scale-[0.98]',
          short > 0
            ? 'bg-white/8 text-indigo-200/60'
            : 'bg-gold-gradient text-ink-900 shadow-[0_4px_12px_rgba(246,196,69,0.25)]',
        )}
      >
        {COPY.exchange}
      </button>
      {short > 0 ? (
        <p id={reasonId} className="text-center text-[11px] text-indigo-200/70">
          {COPY.needMore({ count: formatPoints(short) })}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The points shop: bonuses and vouchers, each exchanged after the welfare gate (spec 4.3) and a
 * confirm step, with a fresh idempotency key per confirmed exchange.
 */
export function PointsShop() {
  const COPY = useCopy(POINTS_COPY);
  const shop = usePointsShop();
  const gate = useKycGate();
  const keys = useExchangeKeys();
  const [picked, setPicked] = useState<PointsShopItem | null>(null);
  // The item as the shop lists it now: repriced by an operator, the dialog asks the new price.
  const chosen = shop.data?.items.find((item) => item.id === picked?.id) ?? picked;
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);

  const choose = (item: PointsShopItem) =>
    void gate('welfare', () => {
      setPicked(item);
      setDone(false);
      setOpen(true);
    });

  let body;
  if (shop.isError && !shop.data) {
    body = (
      <ErrorWithRetry
        message={COPY.shopError}
        retryLabel={COPY.retry}
        onRetry={() => void shop.refetch()}
      />
    );
  } else if (!shop.data) {
    body = (
      <LoadingSkeletons
        label={COPY.loading}
        // Two rows of cards as tall as the items, so the sections below start below the fold.
        blocks={Array.from({ length: 4 }, () => 'h-60 rounded-2xl')}
        className="grid grid-cols-2 gap-3"
      />
    );
  } else if (shop.data.items.length === 0) {
    body = <EmptyState message={COPY.shopEmpty} />;
  } else {
    const { balance, items } = shop.data;
    body = (
      <ul aria-label={COPY.shopTitle} className="grid grid-cols-2 gap-3">
        {items.map((item, index) => (
          <ShopItem
            key={item.id}
            item={item}
            balance={balance}
            onExchange={() => choose(item)}
            firstRow={index < ITEMS_PER_ROW}
          />
        ))}
      </ul>
    );
  }

  return (
    <SectionCard id="points-shop" title={COPY.shopTitle} intro={COPY.shopIntro}>
      {body}
      <Modal
        open={open}
        title={done ? COPY.doneTitle : COPY.confirmTitle}
        onClose={() => setOpen(false)}
      >
        {chosen ? (
          <ExchangeDialog
            key={chosen.id}
            item={chosen}
            keys={keys}
            onExchanged={() => setDone(true)}
            onClose={() => setOpen(false)}
          />
        ) : null}
      </Modal>
    </SectionCard>
  );
}
