import type { MediaLink } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { Img } from '@/shared/ui/img';
import { SmartLink } from '@/shared/ui/smart-link';
import { Skeleton } from '@/shared/ui/skeleton';
import { DEBUG_TAP_COUNT, DEBUG_TAP_MAX_GAP_MS, HOME_COPY } from '../copy';
import { useTapSequence } from '../hooks/use-tap-sequence';

type FollowUsProps = {
  media: MediaLink[];
  loading: boolean;
  /** Called after 30 quick taps on the title. */
  onSecretUnlock?: () => void;
};

/** Social links from the index `media`. The title hides the debug console's tap code. */
export function FollowUs({ media, loading, onSecretUnlock }: FollowUsProps) {
  const COPY = useCopy(HOME_COPY);
  const tap = useTapSequence(() => onSecretUnlock?.(), DEBUG_TAP_COUNT, DEBUG_TAP_MAX_GAP_MS);
  return (
    <section
      aria-labelledby="follow-us-title"
      className="render-when-near mx-3 rounded-2xl bg-card p-4 ring-1 ring-white/10"
    >
      <h2
        id="follow-us-title"
        onClick={tap}
        className="select-none text-center text-sm font-bold tracking-widest text-gold-300 uppercase"
      >
        {COPY.followUs}
      </h2>
      <ul className="mt-3 flex flex-wrap items-center justify-center gap-3">
        {loading
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <Skeleton className="size-10 rounded-full" />
              </li>
            ))
          : media.map((item) => (
              <li key={item.link_h5 || item.url}>
                <SmartLink
                  href={item.link_h5}
                  aria-label={item.name}
                  title={item.name}
                  className="grid size-10 place-items-center rounded-full bg-white/5 ring-1 ring-white/10 transition hover:bg-white/10 hover:ring-gold-400/60"
                >
                  <Img src={item.url} alt="" className="size-6 object-contain" />
                </SmartLink>
              </li>
            ))}
      </ul>
    </section>
  );
}
