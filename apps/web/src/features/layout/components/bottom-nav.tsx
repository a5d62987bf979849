import type { ComponentType, ReactNode, SVGProps } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { useProfile } from '@/shared/session/profile';
import { Img } from '@/shared/ui/img';
import { CoinsIcon, HomeIcon, UserPlusIcon } from '@/shared/ui/icons';
import avatarFallback from '@/assets/avatar-fallback.svg';
import { LAYOUT_COPY } from '../copy';

type IconType = ComponentType<SVGProps<SVGSVGElement>>;

function Tab({
  to,
  label,
  end,
  children,
}: {
  to: string;
  label: string;
  end?: boolean;
  children: ReactNode;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cn(
          'flex h-full flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium transition-colors',
          isActive ? 'text-gold-300' : 'text-indigo-200/60 hover:text-indigo-100',
        )
      }
    >
      {children}
      <span>{label}</span>
    </NavLink>
  );
}

function IconTab({
  to,
  label,
  icon: Icon,
  end,
}: {
  to: string;
  label: string;
  icon: IconType;
  end?: boolean;
}) {
  return (
    <Tab to={to} label={label} end={end}>
      <Icon className="size-6" />
    </Tab>
  );
}

/** The lucky wheel of the Welfare tab; it turns slowly. */
function WheelIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      <circle cx="24" cy="24" r="22" fill="#c4860f" />
      <circle cx="24" cy="24" r="19" fill="#ffdc7a" />
      {Array.from({ length: 8 }, (_, i) => (
        <path
          key={i}
          d="M24 24 L24 5 A19 19 0 0 1 37.4 10.6 Z"
          fill={i % 2 ? '#e6a81e' : '#7c3aed'}
          transform={`rotate(${i * 45} 24 24)`}
        />
      ))}
      <circle cx="24" cy="24" r="5" fill="#fff6d8" stroke="#c4860f" strokeWidth="2" />
    </svg>
  );
}

/**
 * The My tab's picture: the player's avatar, read here rather than by the layout above, so that
 * the profile's answer redraws this image and not the whole app around the screen.
 */
function MyAvatar() {
  const avatar = useProfile().data?.avatar;
  return (
    <Img
      src={avatar || avatarFallback}
      fallbackSrc={avatarFallback}
      alt=""
      loading="eager"
      className="size-6 rounded-full object-cover ring-1 ring-current"
    />
  );
}

/** Home, Points, Welfare, Invite, My (spec 1). */
export function BottomNav() {
  const COPY = useCopy(LAYOUT_COPY);
  return (
    <nav
      aria-label={COPY.navLabel}
      className="fixed inset-x-0 bottom-0 z-40 mx-auto w-full max-w-[480px] border-t border-white/10 bg-ink-850/95 pb-[env(safe-area-inset-bottom)]"
    >
      <div className="flex h-16 items-stretch">
        <IconTab to={paths.home.getHref()} label={COPY.home} icon={HomeIcon} end />
        <IconTab to={paths.points.getHref()} label={COPY.points} icon={CoinsIcon} />
        <Tab to={paths.welfare.getHref()} label={COPY.welfare}>
          <span className="-mt-6 grid size-12 place-items-center rounded-full bg-ink-850 p-1 shadow-[0_-4px_16px_rgba(246,196,69,0.25)] ring-1 ring-gold-500/40">
            <WheelIcon className="size-full motion-safe:animate-spin-slow" />
          </span>
        </Tab>
        <IconTab to={paths.invite.getHref()} label={COPY.invite} icon={UserPlusIcon} />
        <Tab to={paths.my.getHref()} label={COPY.my}>
          <MyAvatar />
        </Tab>
      </div>
    </nav>
  );
}
