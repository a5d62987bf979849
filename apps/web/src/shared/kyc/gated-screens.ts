import { matchPath } from 'react-router';
import type { KycAction } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';

/**
 * Screens whose opening is itself a gated action of spec 4.3, however they are reached (a tap, a
 * link, an action resumed after sign-in): they run that gate when they open.
 */
const KYC_GATED_SCREENS: readonly { path: string; action: KycAction }[] = [
  { path: paths.gamePage.path, action: 'play' },
  { path: paths.welfare.path, action: 'welfare' },
  { path: paths.blindBox.path, action: 'welfare' },
  { path: paths.dailyWins.path, action: 'welfare' },
];

/** The action a screen's opening runs, if it is a gated screen. */
export function kycActionOfScreen(href: string): KycAction | undefined {
  const pathname = href.split(/[?#]/)[0] ?? href;
  return KYC_GATED_SCREENS.find((screen) => matchPath(screen.path, pathname))?.action;
}
