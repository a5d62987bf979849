import type { Promotion } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { SmartLink } from '@/shared/ui/smart-link';
import { usePromotionLink } from '@/shared/promotions/use-promotion-link';
import { usePromotions } from '@/shared/promotions/use-promotions';
import { WELFARE_COPY } from '../copy';

function PromotionRow({ promotion }: { promotion: Promotion }) {
  const onTap = usePromotionLink(promotion.link);
  return (
    <li>
      <SmartLink
        href={promotion.link}
        onClick={onTap}
        className="flex min-h-12 items-center gap-3 rounded-xl px-3 py-2 hover:bg-white/5"
      >
        <span
          aria-hidden="true"
          className="size-3 shrink-0 rounded-full"
          style={{ backgroundColor: promotion.back_color }}
        />
        <span className="flex-1 text-sm font-semibold text-white">{promotion.title}</span>
        <ChevronRightIcon className="size-4 text-indigo-200/60" aria-hidden="true" />
      </SmartLink>
    </li>
  );
}

/** The running promotions (spec 2.11): the same rule as the home banners. */
export function PromotionList() {
  const COPY = useCopy(WELFARE_COPY);
  const promotions = usePromotions();
  if (!promotions.data?.length) return null;
  return (
    <section aria-labelledby="welfare-promotions" className="px-4 pb-6">
      <h2 id="welfare-promotions" className="pb-2 text-sm font-bold text-amber-300">
        {COPY.promotions}
      </h2>
      <ul className="flex flex-col rounded-2xl border border-white/8 bg-ink-800 p-1">
        {promotions.data.map((promotion) => (
          <PromotionRow key={promotion.id} promotion={promotion} />
        ))}
      </ul>
    </section>
  );
}
