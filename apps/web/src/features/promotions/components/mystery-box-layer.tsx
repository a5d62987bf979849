import { useCallback, useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import {
  BOX_CLOSE_AFTER_CLAIM_MS,
  BOX_MIN_SECONDS,
  BOX_REFETCH_AFTER_END_MS,
} from '@pisoplay/contract';
import type { MysteryBox } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { useToken } from '@/shared/session/session-store';
import { sessionStore } from '@/shared/storage/storage';
import { formatPhp } from '@/shared/lib/format';
import { useCountdown } from '@/shared/lib/use-countdown';
import { useAnyModalOpen } from '@/shared/ui/modal/modal-context';
import { toast } from '@/shared/ui/toast/toast-store';
import { useClaimBox, useMysteryBoxes, useRefreshBoxes } from '../api/mystery-boxes';
import { BOX_COPY } from '../copy';
import { formatCountdown, offeredBoxes } from '../lib/offered-boxes';
import { GiftBox } from './gift-box';

/**
 * The boxes the player put aside with Cancel, kept for the browser session: the overlay stays a
 * floating button across pages and reloads until a new box arrives.
 */
function useSetAside(): [readonly number[], (ids: number[]) => void] {
  // Per sign-in (spec 4.9: the state resets on logout): a new session starts with the overlay.
  const key = `mystery-boxes-set-aside:${useToken()?.slice(-12) ?? ''}`;
  const [ids, setIds] = useState<readonly number[]>(() => sessionStore.get<number[]>(key) ?? []);
  const setAside = useCallback(
    (next: number[]) => {
      sessionStore.set(key, next);
      setIds(next);
    },
    [key],
  );
  return [ids, setAside];
}

/** Where the overlay never shows (spec 4.9). */
const HIDDEN_ON = [paths.gamePage.path, paths.points.path, paths.invite.path];

/** The seconds a box has left, counted down from when its list arrived; a refetch at its end. */
function useBoxCountdown(box: MysteryBox, receivedAt: number) {
  const left = useCountdown(receivedAt + box.expire_second * 1000);
  const refresh = useRefreshBoxes();
  const ended = left <= BOX_MIN_SECONDS;
  useEffect(() => {
    if (!ended) return;
    const timer = window.setTimeout(refresh, BOX_REFETCH_AFTER_END_MS);
    return () => window.clearTimeout(timer);
  }, [ended, refresh]);
  return left;
}

type Opening = { phase: 'closed' } | { phase: 'opening' } | { phase: 'opened'; bonus: string };

function BoxOverlay({
  box,
  count,
  receivedAt,
  onCancel,
}: {
  box: MysteryBox;
  count: number;
  receivedAt: number;
  onCancel: () => void;
}) {
  const COPY = useCopy(BOX_COPY);
  const left = useBoxCountdown(box, receivedAt);
  const claim = useClaimBox();
  const refresh = useRefreshBoxes();
  const [opening, setOpening] = useState<Opening>({ phase: 'closed' });

  // 'You get …' stays 3 s (or until a tap), then every box is read again.
  const done = useCallback(() => {
    setOpening({ phase: 'closed' });
    refresh();
  }, [refresh]);
  useEffect(() => {
    if (opening.phase !== 'opened') return;
    const timer = window.setTimeout(done, BOX_CLOSE_AFTER_CLAIM_MS);
    return () => window.clearTimeout(timer);
  }, [opening.phase, done]);

  const open = () => {
    setOpening({ phase: 'opening' });
    claim.mutate(box.box_id, {
      onSuccess: (result) => setOpening({ phase: 'opened', bonus: formatPhp(result.bonus) }),
      onError: (error) => {
        setOpening({ phase: 'closed' });
        toast(error.message, 'error');
        refresh();
      },
    });
  };

  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-black/70 px-6">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="mystery-box-title"
        className="flex w-full max-w-[320px] flex-col items-center gap-4 rounded-3xl bg-gradient-to-b from-[#2A0E61] to-ink-900 p-6 text-center ring-1 ring-amber-300/30"
        onClick={opening.phase === 'opened' ? done : undefined}
      >
        <h2 id="mystery-box-title" className="text-xl font-extrabold text-amber-300">
          {COPY.title}
        </h2>
        <GiftBox state={opening.phase} className="size-36" />
        {opening.phase === 'opened' ? (
          <p role="status" className="text-2xl font-extrabold text-white">
            {COPY.youGet({ bonus: opening.bonus })}
          </p>
        ) : (
          <>
            <p className="text-sm text-indigo-100/80">
              {COPY.expiresIn}{' '}
              <span className="font-bold text-white tabular-nums">{formatCountdown(left)}</span>
              {count > 1 ? ` · ${COPY.boxesLeft({ count })}` : ''}
            </p>
            <button
              type="button"
              data-autofocus
              onClick={open}
              disabled={opening.phase === 'opening'}
              className="min-h-11 w-full rounded-full bg-gradient-to-b from-amber-200 to-amber-400 text-base font-extrabold text-ink-900 disabled:opacity-70"
            >
              {opening.phase === 'opening' ? COPY.opening : COPY.open}
            </button>
            <button
              type="button"
              onClick={onCancel}
              disabled={opening.phase === 'opening'}
              className="min-h-9 text-sm font-semibold text-indigo-200/80"
            >
              {COPY.cancel}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The mystery-box overlay and its floating claim button (spec 4.9), over any page but the game
 * page, Points and Invite, while the signed-in player has a box to open and no dialog is up.
 */
export function MysteryBoxLayer() {
  const COPY = useCopy(BOX_COPY);
  const { pathname } = useLocation();
  const boxes = useMysteryBoxes();
  const [setAside, putAside] = useSetAside();
  // Not beneath or over a dialog the player has open (a box arrives while they deposit again):
  // it shows once that dialog closes.
  const dialogOpen = useAnyModalOpen();
  if (dialogOpen || HIDDEN_ON.some((path) => matchPath(path, pathname))) return null;
  const offered = offeredBoxes(Object.values(boxes.data?.data ?? {}).flat());
  const [first] = offered;
  if (!first) return null;
  if (offered.every((box) => setAside.includes(box.box_id))) {
    return (
      <button
        type="button"
        aria-label={COPY.floating({ count: offered.length })}
        onClick={() => putAside([])}
        className="fixed right-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 flex size-16 items-center justify-center rounded-full bg-[#2A0E61]/90 ring-2 ring-amber-300/60 motion-safe:animate-bounce"
      >
        <GiftBox state="closed" className="size-12" />
        <span className="absolute -top-1 -right-1 flex size-6 items-center justify-center rounded-full bg-rose-500 text-xs font-bold text-white">
          {offered.length}
        </span>
      </button>
    );
  }
  return (
    <BoxOverlay
      key={first.box_id}
      box={first}
      count={offered.length}
      receivedAt={boxes.dataUpdatedAt}
      onCancel={() => putAside(offered.map((box) => box.box_id))}
    />
  );
}
