import { useState } from 'react';
import { POINTS_MESSAGES } from '@pisoplay/contract';
import { PageLead } from '@/shared/ui/page-lead';
import { TitleBar } from '@/shared/ui/title-bar';
import { usePoints } from '../api/points';
import { BalanceCard } from './balance-card';
import { MovementHistory } from './movement-history';
import { PointsShop } from './points-shop';
import { ShopVouchers } from './shop-vouchers';

/**
 * /points (issue 24; docs/promotions.md "Points"): how points are earned, the balance and the
 * rates, the shop, the history of movements, and the shopping app's vouchers. A tab root: no back
 * button.
 */
export function PointsScreen({ title }: { title: string }) {
  const [page, setPage] = useState(1);
  const points = usePoints(page);
  return (
    <div className="flex flex-col">
      <TitleBar title={title} noBack />
      <div className="flex flex-col gap-4 p-4">
        <PageLead message={POINTS_MESSAGES.earnRule} />
        <BalanceCard
          summary={points.data}
          failed={points.isError}
          onRetry={() => void points.refetch()}
        />
        <PointsShop />
        <MovementHistory
          summary={points.data}
          page={page}
          onPage={setPage}
          busy={points.isPlaceholderData}
          failed={points.isError}
        />
        <ShopVouchers />
      </div>
    </div>
  );
}
