import { useCallback, type MouseEvent } from 'react';
import { paths } from '@/shared/config/paths';
import { copyOf } from '@/shared/i18n/define-copy';
import { useOpenLogin } from '@/shared/session/open-login';
import { useToken } from '@/shared/session/session-store';
import { toast } from '@/shared/ui/toast/toast-store';
import { PROMOTION_LINK_COPY } from './copy';

/**
 * The promotions a banner opens (spec 2.11), and the slot betting ranking, which spec 2.11's demo
 * left 'Coming soon' and is real now (docs/promotions.md, "Daily slot contest").
 */
const OPEN_PROMOTIONS: readonly string[] = [
  paths.blindBox.path,
  paths.bettingRank.path,
  paths.dailyWins.path,
  paths.vip.path,
];
/** Those that are the player's own: a visitor signs in first. */
const AFTER_LOGIN: readonly string[] = [paths.blindBox.path, paths.bettingRank.path];

/**
 * A promotion's tap, on a home banner or the welfare page (spec 2.11): /blind-box and
 * /welfare/betting-rank (after login), /daily-wins and /s-vip open; any other in-app banner shows
 * 'Coming soon'. Addresses outside the app open as links do.
 */
export function usePromotionLink(link: string) {
  const token = useToken();
  const openLogin = useOpenLogin();
  return useCallback(
    (event: MouseEvent) => {
      if (!link.startsWith('/') || link.startsWith('//')) return;
      const path = link.split(/[?#]/)[0];
      if (!OPEN_PROMOTIONS.includes(path ?? '')) {
        event.preventDefault();
        toast(copyOf(PROMOTION_LINK_COPY).comingSoon);
      } else if (AFTER_LOGIN.includes(path ?? '') && !token) {
        event.preventDefault();
        openLogin();
      }
    },
    [link, openLogin, token],
  );
}
