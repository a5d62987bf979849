import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router';
import { OPERATOR_ROLE_TITLES, operatorCalls } from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { paths } from '@/shared/config/paths';
import { useCallQuery } from '@/shared/queries/call-query';
import { useQueueCounts } from '@/shared/queries/queue-counts';
import { idleForMs, watchActivity } from '@/shared/session/activity';
import {
  SESSION_ENDED_MESSAGE,
  clearOperatorSession,
  updateOperator,
  useOperatorSession,
} from '@/shared/session/session-store';
import { Brand } from '@/shared/ui/brand';
import { Button } from '@/shared/ui/button';
import { ICONS, NAVIGATION, type NavEntry } from './navigation';
import { useSignOutHere } from './sign-out';

/** The signed-in frame: the sidebar (queues with their counts), the top bar, the page. */
export function Shell() {
  const held = useOperatorSession();
  const me = useCallQuery(operatorCalls.adminMe, {}, { staleTime: 60_000 });
  useEffect(() => {
    if (me.data) updateOperator(me.data);
  }, [me.data]);
  useIdleSignOut(held?.operator.idle_timeout_s);
  if (!held) return null;
  return (
    <div className="flex min-h-dvh bg-slate-100">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-sm focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar username={held.operator.username} role={OPERATOR_ROLE_TITLES[held.operator.role]} />
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-5 py-6 focus:outline-none xl:px-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** Signs out in the page once the session's idle time has passed without a key or a click. */
function useIdleSignOut(idleTimeoutS: number | undefined) {
  useEffect(() => {
    watchActivity();
    if (!idleTimeoutS) return;
    const timer = setInterval(() => {
      if (idleForMs() > idleTimeoutS * 1000) clearOperatorSession(SESSION_ENDED_MESSAGE);
    }, 15_000);
    return () => clearInterval(timer);
  }, [idleTimeoutS]);
}

function Sidebar() {
  const may = useMayCall();
  const counts = useQueueCounts();
  const groups = NAVIGATION.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => entry.call === null || may(entry.call)),
  })).filter((group) => group.entries.length > 0);
  return (
    // Below 1280 px (a tablet) the sidebar is a rail of icons, each named for screen readers and
    // by its tooltip; the page keeps the width its tables need.
    <aside className="w-16 shrink-0 bg-slate-900 text-slate-300 xl:w-60">
      <div className="sticky top-0 flex h-dvh flex-col">
        <Brand
          tone="dark"
          className="h-14 justify-center border-b border-white/10 px-4 xl:justify-start"
        />
        <nav aria-label="Back office" className="flex-1 overflow-y-auto px-2 py-3 xl:px-2.5">
          <ul className="space-y-0.5">
            <li>
              <SideLink
                entry={{
                  label: 'Overview',
                  href: paths.overview.getHref(),
                  call: null,
                  icon: 'home',
                }}
                end
              />
            </li>
          </ul>
          {groups.map((group) => (
            <div
              key={group.title}
              className="mt-3 border-t border-white/10 pt-3 xl:mt-5 xl:border-0 xl:pt-0"
            >
              <p
                id={`nav-${group.title}`}
                className="sr-only px-2.5 pb-1.5 text-[11px] font-semibold tracking-wider text-slate-400 uppercase xl:not-sr-only xl:block"
              >
                {group.title}
              </p>
              <ul aria-labelledby={`nav-${group.title}`} className="space-y-0.5">
                {group.entries.map((entry) => (
                  <li key={entry.href}>
                    <SideLink entry={entry} count={entry.queue ? counts[entry.queue] : undefined} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
    </aside>
  );
}

function SideLink({
  entry,
  count,
  end = false,
}: {
  entry: NavEntry;
  count?: number;
  end?: boolean;
}) {
  return (
    <NavLink
      to={entry.href}
      end={end}
      title={entry.label}
      className={({ isActive }) =>
        `relative flex items-center justify-center gap-2.5 rounded-md px-2.5 py-2 text-sm xl:justify-start xl:py-1.5 ${isActive ? 'bg-white/10 font-medium text-white' : 'hover:bg-white/5 hover:text-white'}`
      }
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={ICONS[entry.icon]} />
      </svg>
      <span className="sr-only xl:not-sr-only xl:flex-1 xl:truncate">{entry.label}</span>
      {count !== undefined && count > 0 && (
        <span className="absolute top-0 right-0.5 rounded-full bg-indigo-500 px-1.5 py-px text-[11px] font-semibold text-white tabular-nums xl:static">
          {count}
          <span className="sr-only"> waiting</span>
        </span>
      )}
    </NavLink>
  );
}

function TopBar({ username, role }: { username: string; role: string }) {
  const signOut = useSignOutHere();
  return (
    <header className="sticky top-0 z-10 flex h-14 items-center justify-end gap-4 border-b border-slate-200 bg-white px-5 xl:px-8">
      <NavLink
        to={paths.account.getHref()}
        className="flex items-center gap-2.5 rounded-md px-2 py-1 hover:bg-slate-100"
      >
        <span className="sr-only">Account:</span>
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-800 uppercase"
        >
          {username.slice(0, 2)}
        </span>
        <span className="text-left leading-tight">
          <span className="block text-sm font-medium text-slate-900">{username}</span>
          <span className="block text-xs text-slate-600">{role}</span>
        </span>
      </NavLink>
      <Button size="sm" onClick={() => signOut.mutate()} busy={signOut.isPending}>
        Sign out
      </Button>
    </header>
  );
}
