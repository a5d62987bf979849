import { NAV_GROUPS, PAGES, type QueueName } from '../pages';
import type { IconName } from './icons';

export { ICONS } from './icons';

export type NavEntry = {
  label: string;
  href: string;
  /** The call the page is built on: the entry shows only to roles that may make it. */
  call: { method: string; path: string } | null;
  /** The queue whose waiting count is its badge. */
  queue?: QueueName;
  icon: IconName;
};

export type NavGroup = { title: string; entries: NavEntry[] };

/** The sidebar: the pages of PAGES that have an entry, by group, in the list's order. */
export const NAVIGATION: NavGroup[] = NAV_GROUPS.map((title) => ({
  title,
  entries: PAGES.flatMap(({ path, title: label, call, nav }) =>
    nav?.group === title ? [{ label, href: path, call, queue: nav.queue, icon: nav.icon }] : [],
  ),
}));
