import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import { HOME_COPY } from '../copy';

type HomeHeaderProps = { logo: string | undefined; loading: boolean; signedIn: boolean };

/** Brand logo and, for visitors, the way in. */
export function HomeHeader({ logo, loading, signedIn }: HomeHeaderProps) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-3 border-b border-white/5 bg-ink-900/85 px-4 backdrop-blur-md">
      <h1 className="flex h-9 min-w-0 items-center">
        {loading ? (
          <Skeleton className="h-7 w-32" />
        ) : logo ? (
          <Img src={logo} alt={HOME_COPY.logoAlt} loading="eager" className="h-8 w-auto max-w-40" />
        ) : (
          <span className="text-gold-gradient text-xl font-black tracking-tight">
            {HOME_COPY.logoAlt}
          </span>
        )}
      </h1>
      {signedIn ? null : (
        <Link
          to={paths.login.getHref('login-otp-1')}
          className="bg-gold-gradient rounded-full px-5 py-1.5 text-sm font-bold text-ink-900 shadow-[0_2px_12px_rgba(246,196,69,0.35)] transition active:scale-95"
        >
          {HOME_COPY.login}
        </Link>
      )}
    </header>
  );
}
