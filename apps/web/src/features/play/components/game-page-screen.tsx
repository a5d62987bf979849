import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { GAME_MESSAGE_SOURCE } from '@pisoplay/contract';
import { useApiCall } from '@/shared/api/api-context';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { KycRefusedState } from '@/shared/kyc/kyc-refused-state';
import { useKycGateOnEnter } from '@/shared/kyc/use-kyc-gate-on-enter';
import { formatPhp } from '@/shared/lib/format';
import { walletQueryOptions } from '@/shared/session/player-queries';
import { useToken } from '@/shared/session/session-store';
import { useRefreshWallet } from '@/shared/session/wallet';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { ChevronLeftIcon } from '@/shared/ui/icons';
import { useGame, useGameLaunch } from '../api/play-api';
import { PLAY_COPY } from '../copy';
import { frameSource, isBalanceMessage } from '../lib/launch-address';
import { RealityCheck } from './reality-check';

/** Third-party games post nothing: the balance is read again this often. */
const BALANCE_POLL_MS = 15_000;

function Balance() {
  const COPY = useCopy(PLAY_COPY);
  const token = useToken();
  const api = useApiCall();
  const wallet = useQuery({ ...walletQueryOptions(token, api), refetchInterval: BALANCE_POLL_MS });
  return (
    <p className="pr-3 text-right text-xs leading-tight text-indigo-200/70">
      {COPY.balance}
      <output
        aria-label={COPY.balance}
        className="block text-sm font-bold text-gold-300 tabular-nums"
      >
        ₱{formatPhp(wallet.data?.balance ?? '0')}
      </output>
    </p>
  );
}

/**
 * /s-game-page/{gameName} (spec 2.1): the game full screen in a frame, under the page's one
 * header: a back control, the game's name and the balance (the built-in games show no header of
 * their own inside the frame), and the public-places notice. The game posts its balance after
 * every round (docs/seamless-wallet.md); the wallet is read again then, and every 15 s.
 * Opening the page is the play action of spec 4.3, however it was reached (a card, a link, a
 * launch resumed after sign-in): a refused status shows the game reminder with its way to KYC
 * (spec 8.2), and the game is not launched. While the game is open, the reality check shows
 * at the player's interval.
 */
export function GamePageScreen() {
  const COPY = useCopy(PLAY_COPY);
  const { gameName = '' } = useParams();
  // The card passes the game's display name; a link, a partner entry or a resumed launch knows
  // only the code, and the catalogue names it (never the raw code).
  const cardTitle = (useLocation().state as { title?: string } | null)?.title;
  const game = useGame(gameName, cardTitle === undefined);
  const name = cardTitle ?? game.data?.en_name;
  const title = name ?? (game.isError ? COPY.gameFallbackTitle : '');
  const access = useKycGateOnEnter('play', { quiet: false });
  const launch = useGameLaunch(gameName, access === 'allowed');
  const refreshWallet = useRefreshWallet();
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      if (isBalanceMessage(event.data, GAME_MESSAGE_SOURCE)) void refreshWallet();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [refreshWallet]);

  // Spec 8.2: launch failures are logged quietly and the message is shown.
  useEffect(() => {
    if (launch.error) console.warn('Game launch failed', launch.error);
  }, [launch.error]);

  return (
    <div className="flex h-dvh flex-col bg-black">
      <header className="flex h-12 items-center gap-1 border-b border-white/5 bg-ink-900">
        <Link
          to={paths.home.getHref()}
          aria-label={COPY.back}
          className="grid size-12 shrink-0 place-items-center text-indigo-100 hover:text-gold-300"
        >
          <ChevronLeftIcon className="size-6" />
        </Link>
        <h1
          aria-busy={title ? undefined : true}
          className="min-w-0 flex-1 truncate text-base font-semibold text-white"
        >
          {title || <Skeleton className="h-4 w-32 rounded" />}
        </h1>
        <Balance />
      </header>
      <p role="note" className="bg-rose-950/60 px-3 py-1 text-center text-[11px] text-rose-100">
        {COPY.publicPlaces}
      </p>
      <main className="relative min-h-0 flex-1">
        {access === 'denied' ? (
          <KycRefusedState action="play" />
        ) : launch.data ? (
          <iframe
            ref={frame}
            title={COPY.gameFrame({ name: name ?? gameName })}
            src={frameSource(launch.data)}
            allow="fullscreen; autoplay"
            className="absolute inset-0 size-full border-0"
          />
        ) : launch.isError ? (
          <EmptyState
            tone="error"
            message={localizeMessage(launch.error.message) || COPY.launchFailed}
            className="py-16"
            action={
              <button
                type="button"
                onClick={() => void launch.refetch()}
                className="bg-gold-gradient mt-2 rounded-full px-5 py-2 text-sm font-bold text-ink-900"
              >
                {COPY.retry}
              </button>
            }
          />
        ) : (
          <p className="py-16 text-center text-sm text-indigo-200/70" aria-busy="true">
            {COPY.launching}
          </p>
        )}
      </main>
      <RealityCheck playing={launch.data !== undefined} />
    </div>
  );
}
