import { heroPromotionOf } from '@pisoplay/contract';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import { SmartLink } from '@/shared/ui/smart-link';
import { usePromotionLink } from './use-promotion-link';
import { usePromotions } from './use-promotions';

const BANNER = 'block aspect-[5/2] w-full overflow-hidden rounded-2xl';

/**
 * The banner a promotion page opens with, under its title (heroPromotionOf: the welfare page's
 * first promotion, the blind box's own). The server paints the same image into the page it
 * serves (index.html's #splash-hero, placed like this one): the page's largest paint comes with
 * it, not after the scripts. A banner of another page opens that promotion.
 */
export function PromotionHero({ page }: { page: string }) {
  const promotions = usePromotions();
  const hero = heroPromotionOf(page, promotions.data ?? []);
  const onTap = usePromotionLink(hero?.link ?? '');
  if (promotions.isPending) return <Skeleton className={BANNER} />;
  if (!hero?.image) return null;
  const image = (
    <Img
      src={hero.image}
      alt={hero.title}
      className="size-full object-cover"
      loading="eager"
      fetchPriority="high"
      draggable={false}
    />
  );
  const style = { backgroundColor: hero.back_color || undefined };
  if (hero.link === page) {
    return (
      <div className={BANNER} style={style}>
        {image}
      </div>
    );
  }
  return (
    <SmartLink href={hero.link} onClick={onTap} className={BANNER} style={style}>
      {image}
    </SmartLink>
  );
}
