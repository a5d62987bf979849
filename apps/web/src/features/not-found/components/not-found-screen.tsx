import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { TitleBar } from '@/shared/ui/title-bar';
import { NOT_FOUND_COPY } from '../copy';

/** The catch-all route. */
export function NotFoundScreen() {
  const COPY = useCopy(NOT_FOUND_COPY);
  return (
    <div className="flex flex-1 flex-col">
      <TitleBar title={COPY.title} backTo={paths.home.getHref()} />
      <div className="flex flex-1 flex-col items-center justify-center gap-4 px-8 py-16 text-center">
        <p
          aria-hidden="true"
          className="text-gold-gradient text-8xl font-black tracking-tighter drop-shadow-[0_4px_24px_rgba(246,196,69,0.25)]"
        >
          {COPY.code}
        </p>
        <h2 className="text-xl font-bold text-white">{COPY.title}</h2>
        <p className="text-sm text-indigo-200/70">{COPY.message}</p>
        <Link
          to={paths.home.getHref()}
          className="bg-gold-gradient mt-2 rounded-full px-8 py-2.5 text-sm font-bold text-ink-900 shadow-[0_4px_16px_rgba(246,196,69,0.3)]"
        >
          {COPY.home}
        </Link>
      </div>
    </div>
  );
}
