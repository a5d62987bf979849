import { useCopy } from '@/shared/i18n/define-copy';
import { formatPhp } from '@/shared/lib/format';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import { useVouchers } from '@/shared/wallet/shop-vouchers';
import { PARTNER_ENTRY_COPY } from '../copy';

/** The mini app's index: the shopping app's gift vouchers (spec 3, Voucher list item). */
export function VoucherShelf() {
  const COPY = useCopy(PARTNER_ENTRY_COPY);
  const vouchers = useVouchers();
  return (
    <section aria-labelledby="voucher-shelf-title" className="flex flex-col gap-2.5 px-3">
      <h2 id="voucher-shelf-title" className="text-base font-bold text-white">
        {COPY.vouchersTitle}
      </h2>
      <p className="text-xs text-indigo-200/80">{COPY.vouchersIntro}</p>
      {vouchers.isError ? (
        <ErrorWithRetry
          message={COPY.vouchersError}
          retryLabel={COPY.retry}
          onRetry={() => void vouchers.refetch()}
        />
      ) : (
        <ul aria-label={COPY.vouchersTitle} className="grid grid-cols-2 gap-3">
          {vouchers.isPending
            ? Array.from({ length: 4 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="aspect-[8/5] w-full rounded-2xl" />
                </li>
              ))
            : vouchers.data.map((voucher) => (
                <li
                  key={voucher.link}
                  className="flex flex-col gap-2 rounded-2xl bg-white/5 p-2 ring-1 ring-white/10"
                >
                  <Img
                    src={voucher.img}
                    alt=""
                    width={240}
                    height={150}
                    className="aspect-[8/5] w-full rounded-xl object-cover"
                  />
                  <p className="text-xs leading-snug font-semibold text-white">{voucher.name}</p>
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-sm font-bold text-gold-300">
                      {formatPhp(voucher.price)}
                    </span>
                    <a
                      href={voucher.link}
                      aria-label={COPY.buyVoucher({ name: voucher.name })}
                      className="bg-gold-gradient rounded-full px-3 py-1 text-xs font-bold text-ink-900"
                    >
                      {COPY.buy}
                    </a>
                  </div>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
