import { useCopy } from '@/shared/i18n/define-copy';
import { formatPhp } from '@/shared/lib/format';
import { EmptyState, ErrorWithRetry } from '@/shared/ui/empty-state';
import { Img } from '@/shared/ui/img';
import { SectionCard } from '@/shared/ui/section-card';
import { LoadingSkeletons } from '@/shared/ui/skeleton';
import { SmartLink } from '@/shared/ui/smart-link';
import { useVouchers } from '@/shared/wallet/shop-vouchers';
import { POINTS_COPY } from '../copy';
import { VoucherRedeemForm } from './voucher-redeem-form';

/** The shopping app's own vouchers (spec 3 Voucher list item, 7.3), and a code to redeem. */
export function ShopVouchers() {
  const COPY = useCopy(POINTS_COPY);
  const vouchers = useVouchers();
  let body;
  if (vouchers.isError) {
    body = (
      <ErrorWithRetry
        message={COPY.vouchersError}
        retryLabel={COPY.retry}
        onRetry={() => void vouchers.refetch()}
      />
    );
  } else if (vouchers.isPending) {
    body = (
      <LoadingSkeletons
        label={COPY.loading}
        blocks={['h-16', 'h-16']}
        className="flex flex-col gap-2"
      />
    );
  } else if (vouchers.data.length === 0) {
    body = <EmptyState message={COPY.vouchersEmpty} />;
  } else {
    body = (
      <ul aria-label={COPY.vouchersTitle} className="flex flex-col gap-2">
        {vouchers.data.map((voucher) => (
          <li
            key={voucher.link}
            className="flex items-center gap-3 rounded-xl bg-white/5 p-2 ring-1 ring-white/10"
          >
            <Img
              src={voucher.img}
              alt=""
              width={80}
              height={50}
              className="h-12 w-20 shrink-0 rounded-lg object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="line-clamp-2 text-sm leading-snug font-semibold text-white">
                {voucher.name}
              </span>
              <span className="text-sm font-bold text-gold-300 tabular-nums">
                ₱{formatPhp(voucher.price)}
              </span>
            </div>
            <SmartLink
              href={voucher.link}
              aria-label={COPY.buy({ name: voucher.name })}
              className="bg-gold-gradient shrink-0 rounded-full px-3 py-1.5 text-xs font-bold text-ink-900"
            >
              {COPY.shop}
            </SmartLink>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <SectionCard id="points-vouchers" title={COPY.vouchersTitle} intro={COPY.vouchersIntro}>
      {body}
      <VoucherRedeemForm />
    </SectionCard>
  );
}
