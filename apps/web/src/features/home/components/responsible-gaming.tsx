import { Link } from 'react-router';
import type { MediaLink } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { REGULATOR_URL } from '@/shared/config/env';
import { useCopy } from '@/shared/i18n/define-copy';
import { Img } from '@/shared/ui/img';
import { SmartLink } from '@/shared/ui/smart-link';
import { ShieldCheckIcon } from '@/shared/ui/icons';
import { HOME_COPY } from '../copy';

/**
 * Regulator and responsible-gaming logos from the index `bottom`, the way to the player's own
 * responsible-gaming tools, and the regulator link.
 */
export function ResponsibleGaming({ logos }: { logos: MediaLink[] }) {
  const COPY = useCopy(HOME_COPY);
  return (
    <section
      aria-labelledby="responsible-gaming-title"
      className="render-when-near mx-3 flex flex-col items-center gap-3 pb-2 text-center"
    >
      <h2
        id="responsible-gaming-title"
        className="flex items-center gap-1.5 text-sm font-bold tracking-widest text-gold-300 uppercase"
      >
        <ShieldCheckIcon className="size-4" />
        {COPY.responsibleGaming}
      </h2>
      {logos.length > 0 ? (
        <ul className="flex flex-wrap items-center justify-center gap-3">
          {logos.map((logo) => (
            <li key={logo.link_h5 || logo.url}>
              <SmartLink
                href={logo.link_h5}
                aria-label={logo.name}
                title={logo.name}
                className="flex h-11 items-center rounded-xl bg-white/5 px-3 ring-1 ring-white/10 transition hover:ring-gold-400/60"
              >
                <Img src={logo.url} alt="" className="h-7 w-auto max-w-24 object-contain" />
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="flex items-start gap-2 text-left text-xs leading-relaxed text-indigo-200/70">
        <span className="mt-0.5 shrink-0 rounded-md border border-rose-400/60 px-1 text-[10px] font-black text-rose-300">
          {COPY.adultsOnly}
        </span>
        {COPY.responsibleText}
      </p>
      <Link
        to={paths.responsibleGaming.getHref()}
        className="flex h-10 items-center gap-1.5 rounded-full bg-white/5 px-4 text-xs font-bold text-gold-200 ring-1 ring-gold-400/40 transition hover:bg-gold-400/10"
      >
        <ShieldCheckIcon className="size-4" />
        {COPY.rgTools}
      </Link>
      <a
        href={REGULATOR_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="text-xs font-semibold text-gold-300 underline decoration-gold-500/50 underline-offset-4 hover:text-gold-200"
      >
        {COPY.regulatorLink}
      </a>
    </section>
  );
}
