import type { ComponentType, SVGProps } from 'react';
import { Link, useNavigate } from 'react-router';
import { KYC_STATUS_LABELS, kycStatusFromNumber } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { LANGUAGE_COPY } from '@/shared/i18n/copy';
import { useCopy, type Copy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { LanguageSwitch } from '@/shared/i18n/language-switch';
import { useProfile } from '@/shared/session/profile';
import {
  CrownIcon,
  DiceIcon,
  HeadsetIcon,
  HelpCircleIcon,
  InfoIcon,
  LogOutIcon,
  MessageIcon,
  NewspaperIcon,
  ReceiptIcon,
  WalletIcon,
} from '@/shared/ui/extra-icons';
import {
  icon,
  ChevronRightIcon,
  CoinsIcon,
  GiftIcon,
  ShieldCheckIcon,
  UserIcon,
  UserPlusIcon,
} from '@/shared/ui/icons';
import { Img } from '@/shared/ui/img';
import { Skeleton } from '@/shared/ui/skeleton';
import { TitleBar } from '@/shared/ui/title-bar';
import { toast } from '@/shared/ui/toast/toast-store';
import avatarFallback from '@/assets/avatar-fallback.svg';
import { useLogout } from '../api/logout';
import { USER_CENTRE_COPY } from '../copy';
import { WalletCard } from './wallet-card';

type Entry = { label: string; href: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" />
    <path d="M2 12h20" />
  </>,
);

const ROW = 'flex h-13 items-center gap-3 px-4 text-sm font-medium text-white';

/** Every area of the route table a player reaches from the My page (spec 2.1), in `COPY`'s language. */
const groupsOf = (
  COPY: Copy<(typeof USER_CENTRE_COPY)['source']>,
): { title: string; entries: Entry[] }[] => [
  {
    title: COPY.wallet,
    entries: [
      { label: COPY.account, href: paths.account.getHref(), icon: UserIcon },
      { label: COPY.vip, href: paths.vip.getHref(), icon: CrownIcon },
      { label: COPY.transactions, href: paths.transaction.getHref(), icon: ReceiptIcon },
      { label: COPY.betRecord, href: paths.betRecord.getHref(), icon: DiceIcon },
      { label: COPY.withdrawAccounts, href: paths.withdrawAccounts.getHref(), icon: WalletIcon },
    ],
  },
  {
    title: COPY.rewards,
    entries: [
      { label: COPY.points, href: paths.points.getHref(), icon: CoinsIcon },
      { label: COPY.invite, href: paths.invite.getHref(), icon: UserPlusIcon },
      { label: COPY.welfare, href: paths.welfare.getHref(), icon: GiftIcon },
    ],
  },
  {
    title: COPY.playSafely,
    entries: [
      {
        label: COPY.responsibleGaming,
        href: paths.responsibleGaming.getHref(),
        icon: ShieldCheckIcon,
      },
    ],
  },
  {
    title: COPY.support,
    entries: [
      { label: COPY.news, href: paths.myNews.getHref(), icon: NewspaperIcon },
      { label: COPY.helpCenter, href: paths.myHelpCenter.getHref(), icon: HelpCircleIcon },
      { label: COPY.aboutUs, href: paths.myAboutUs.getHref(), icon: InfoIcon },
      { label: COPY.feedback, href: paths.myFeedback.getHref(), icon: MessageIcon },
      // The player's name and email are added when the page renders (see MyScreen).
      { label: COPY.customerService, href: paths.myService.getHref(), icon: HeadsetIcon },
    ],
  },
];

/** /my, the user centre: who is signed in, links to every area, and Logout. */
export function MyScreen() {
  const COPY = useCopy(USER_CENTRE_COPY);
  const LANGUAGE = useCopy(LANGUAGE_COPY);
  const profile = useProfile();
  const navigate = useNavigate();
  const logout = useLogout();
  const p = profile.data;
  const status = p ? kycStatusFromNumber(p.kyc_status) : null;
  const serviceHref = paths.myService.getHref({
    name: p ? p.nick_name || p.username : undefined,
    email: p?.email || undefined,
  });

  const onLogout = async () => {
    // The session is cleared locally either way; the guard may unmount this screen meanwhile.
    try {
      await logout.mutateAsync();
    } catch {
      toast(COPY.logoutFailed, 'error');
    }
    navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <div className="flex flex-col">
      <TitleBar title={COPY.title} noBack />
      <div className="flex flex-col gap-5 px-4 pt-4 pb-8">
        <Link
          to={paths.account.getHref()}
          className="bg-card relative flex items-center gap-4 overflow-hidden rounded-3xl p-4 ring-1 ring-white/10"
        >
          <span
            aria-hidden="true"
            className="pointer-events-none absolute -top-16 -right-10 size-44 rounded-full bg-gold-400/15 blur-2xl"
          />
          <span className="shrink-0 rounded-full p-0.5 ring-2 ring-gold-400/70">
            <Img
              src={p?.avatar || avatarFallback}
              fallbackSrc={avatarFallback}
              alt=""
              loading="eager"
              className="size-16 rounded-full bg-ink-700 object-cover"
            />
          </span>
          {p ? (
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="truncate text-lg font-bold text-white">
                {p.nick_name || p.username}
              </span>
              <span className="text-xs text-indigo-200/75">
                {COPY.id}: <span className="font-semibold text-indigo-50">{p.uid}</span>
              </span>
              {status ? (
                <span className="inline-flex w-fit items-center gap-1 rounded-full bg-gold-400/15 px-2 py-0.5 text-[11px] font-semibold text-gold-200 ring-1 ring-gold-400/30">
                  <ShieldCheckIcon className="size-3.5" />
                  {COPY.kyc}: {localizeMessage(KYC_STATUS_LABELS[status])}
                </span>
              ) : null}
            </span>
          ) : (
            <span className="flex flex-1 flex-col gap-2" aria-busy="true">
              <span className="sr-only">{COPY.loading}</span>
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-3 w-20" />
            </span>
          )}
          <ChevronRightIcon className="size-5 shrink-0 text-indigo-200/60" />
        </Link>

        <WalletCard />

        {groupsOf(COPY).map((group) => (
          <section key={group.title} aria-label={group.title} className="flex flex-col gap-2">
            <h2 className="px-1 text-xs font-bold tracking-wider text-indigo-200/60 uppercase">
              {group.title}
            </h2>
            <ul className="divide-y divide-white/5 overflow-hidden rounded-2xl bg-white/5 ring-1 ring-white/10">
              {group.entries.map(({ label, href, icon: Icon }) => (
                <li key={label}>
                  <Link
                    to={href === paths.myService.getHref() ? serviceHref : href}
                    className={`${ROW} transition hover:bg-white/5`}
                  >
                    <Icon className="size-5 text-gold-300" />
                    <span className="flex-1">{label}</span>
                    <ChevronRightIcon className="size-4 text-indigo-200/50" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}

        <section aria-label={COPY.settings} className="flex flex-col gap-2">
          <h2 className="px-1 text-xs font-bold tracking-wider text-indigo-200/60 uppercase">
            {COPY.settings}
          </h2>
          <ul className="overflow-hidden rounded-2xl bg-white/5 ring-1 ring-white/10">
            <li className={ROW}>
              <GlobeIcon className="size-5 text-gold-300" />
              <span className="flex-1">{LANGUAGE.label}</span>
              <LanguageSwitch className="shrink-0" />
            </li>
          </ul>
        </section>

        <button
          type="button"
          onClick={() => void onLogout()}
          disabled={logout.isPending}
          aria-busy={logout.isPending || undefined}
          className="flex h-12 items-center justify-center gap-2 rounded-full bg-white/5 text-sm font-bold text-rose-200 ring-1 ring-rose-400/30 transition hover:bg-rose-500/10 disabled:opacity-60"
        >
          <LogOutIcon className="size-4" />
          {COPY.logout}
        </button>
      </div>
    </div>
  );
}
