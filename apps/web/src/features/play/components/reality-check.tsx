import { useNavigate } from 'react-router';
import { RG_REALITY_CHECK_DEFAULT, type RgSession } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { formatPhp } from '@/shared/lib/format';
import { useRgStatus } from '@/shared/rg/rg-status';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { Button } from '@/shared/ui/form';
import { Modal } from '@/shared/ui/modal/modal';
import { LoadingSkeletons } from '@/shared/ui/skeleton';
import { PLAY_COPY, REALITY_CHECK_COPY } from '../copy';
import { useRealityCheckTimer } from '../hooks/use-reality-check-timer';

/** '₱12.50', '-₱12.50' */
const signedPhp = (amount: string) =>
  `${amount.startsWith('-') ? '-' : ''}₱${formatPhp(amount.replace('-', ''))}`;

function SessionFigures({ session }: { session: RgSession }) {
  const COPY = useCopy(REALITY_CHECK_COPY);
  const rows = [
    { label: COPY.staked, value: signedPhp(session.staked) },
    { label: COPY.won, value: signedPhp(session.won) },
    { label: COPY.net, value: signedPhp(session.net) },
  ];
  return (
    <>
      <p className="text-base font-semibold text-white">
        {COPY.played({ minutes: session.minutes })}
      </p>
      <dl className="grid grid-cols-3 gap-2 rounded-xl bg-white/5 p-3 ring-1 ring-white/10">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-col gap-0.5">
            <dt className="text-xs text-indigo-200/75">{row.label}</dt>
            <dd className="text-sm font-bold text-white tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The dialog's figures, read fresh as it opens: time played this session and the net result. */
function SessionSummary() {
  const COPY = useCopy(REALITY_CHECK_COPY);
  const PLAY = useCopy(PLAY_COPY);
  const status = useRgStatus({ refetchOnMount: 'always' });
  if (status.isFetching) {
    return (
      <LoadingSkeletons
        label={COPY.loading}
        blocks={['h-6 w-3/4', 'h-16']}
        className="flex flex-col gap-3"
      />
    );
  }
  if (!status.data) {
    return (
      <ErrorWithRetry
        message={COPY.failed}
        retryLabel={PLAY.retry}
        onRetry={() => void status.refetch()}
      />
    );
  }
  const session = status.data.session;
  return session ? (
    <SessionFigures session={session} />
  ) : (
    <p className="text-base text-white">{COPY.noSession}</p>
  );
}

/**
 * The reality check of the game page: every N minutes of play (the player's interval, 30 by
 * default) a dialog shows the time played this session and the net result, with 'Continue
 * playing' (until the next interval) and 'Stop playing' (back to the lobby).
 */
export function RealityCheck({ playing }: { playing: boolean }) {
  const COPY = useCopy(REALITY_CHECK_COPY);
  const status = useRgStatus();
  const minutes = status.data?.reality_check_minutes ?? RG_REALITY_CHECK_DEFAULT;
  const { due, resume } = useRealityCheckTimer(minutes, playing);
  const navigate = useNavigate();
  return (
    <Modal open={due} title={COPY.title} variant="center" dismissible={false}>
      <div className="flex flex-col gap-4">
        <SessionSummary />
        <div className="flex flex-col gap-2">
          <Button onClick={resume} data-autofocus>
            {COPY.continue}
          </Button>
          <Button variant="secondary" onClick={() => navigate(paths.home.getHref())}>
            {COPY.stop}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
