import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  RG_EXCLUSION_END_DELAY_HOURS,
  RG_EXCLUSION_END_LAPSE_DAYS,
  RG_EXCLUSION_IRREVOCABLE_MONTHS,
  type RgExcluded,
  type RgExclusionEndRequest,
} from '@pisoplay/contract';
import { errorMessage } from '@/shared/api/errors';
import { paths } from '@/shared/config/paths';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { useLogout } from '@/shared/session/logout';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { Button } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast/toast-store';
import { useEndExclusion, useExclusionStatus } from '../api/rg';
import { EXCLUSION_END_COPY } from '../copy';
import { formatWhen } from '../lib/rg-format';
import { useHasPassed } from '../lib/use-has-passed';
import { FailureText } from './failure-text';

const sectionClass = 'flex flex-col gap-2 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10';

type Step = { confirm?: boolean; cancel?: boolean };

/** Sends one step (ask, confirm, withdraw the request); the failure shows under the buttons. */
function useStep() {
  const end = useEndExclusion();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<Step | null>(null);
  // Awaited rather than mutate's callbacks: a confirmation's reply unmounts the step's component.
  const send = async (step: Step, onDone?: () => void) => {
    setFailure(null);
    setSent(step);
    try {
      await end.mutateAsync(step);
    } catch (error) {
      setFailure(errorMessage(error, copyOf(EXCLUSION_END_COPY).failed));
      return;
    }
    onDone?.();
  };
  const busy = (step: keyof Step | 'ask') =>
    end.isPending && (step === 'ask' ? !sent?.confirm && !sent?.cancel : Boolean(sent?.[step]));
  return { send, busy, failure, pending: end.isPending };
}

/**
 * The request waiting for the player's second word: when they asked, and from when they can
 * confirm it (24 hours later; the button appears when that time comes), until it lapses; or
 * withdraw it.
 */
function WaitingRequest({
  request,
  onEnded,
}: {
  request: RgExclusionEndRequest;
  onEnded: () => void;
}) {
  const COPY = useCopy(EXCLUSION_END_COPY);
  const due = useHasPassed(request.confirm_from);
  const step = useStep();
  const lapses = formatWhen(request.lapses_at);
  return (
    <>
      <p className="text-sm leading-relaxed text-indigo-100/90">
        {COPY.asked({ at: formatWhen(request.requested_at) })}
      </p>
      <p className="text-sm leading-relaxed text-amber-100">
        {due
          ? COPY.confirmNow({ lapses })
          : COPY.confirmFrom({ from: formatWhen(request.confirm_from), lapses })}
      </p>
      {due ? (
        <Button
          className="w-full"
          busy={step.busy('confirm')}
          disabled={step.pending}
          onClick={() => void step.send({ confirm: true }, onEnded)}
        >
          {COPY.confirm}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        className="w-full"
        busy={step.busy('cancel')}
        disabled={step.pending}
        onClick={() =>
          void step.send({ cancel: true }, () =>
            toast(copyOf(EXCLUSION_END_COPY).cancelled, 'success'),
          )
        }
      >
        {COPY.cancel}
      </Button>
      <FailureText text={step.failure} />
    </>
  );
}

/** A self-exclusion that may be ended early: not yet (from when), or the way to ask. */
function EndableExclusion({
  exclusion,
  endFrom,
  onEnded,
}: {
  exclusion: RgExcluded;
  endFrom: string;
  onEnded: () => void;
}) {
  const COPY = useCopy(EXCLUSION_END_COPY);
  const titleId = useId();
  const open = useHasPassed(endFrom);
  const step = useStep();
  if (!open) {
    return (
      <section aria-label={COPY.title} className={sectionClass}>
        <p className="text-sm leading-relaxed text-indigo-100/90">
          {COPY.notYet({ from: formatWhen(endFrom) })}
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby={titleId} className={sectionClass}>
      <h2 id={titleId} className="text-base font-bold text-white">
        {COPY.title}
      </h2>
      {exclusion.end_request ? (
        <WaitingRequest
          key={exclusion.end_request.requested_at}
          request={exclusion.end_request}
          onEnded={onEnded}
        />
      ) : (
        <>
          <p className="text-sm leading-relaxed text-indigo-100/90">
            {COPY.intro({ months: RG_EXCLUSION_IRREVOCABLE_MONTHS })}
          </p>
          <p className="text-xs leading-relaxed text-indigo-200/80">
            {COPY.rules({
              hours: RG_EXCLUSION_END_DELAY_HOURS,
              days: RG_EXCLUSION_END_LAPSE_DAYS,
            })}
          </p>
          <Button
            variant="secondary"
            className="w-full"
            busy={step.busy('ask')}
            onClick={() => void step.send({})}
          >
            {COPY.ask}
          </Button>
          <FailureText text={step.failure} />
        </>
      )}
    </section>
  );
}

/** After the confirmation: the exclusion is over, and the next sign-in is a normal one. */
function Ended() {
  const COPY = useCopy(EXCLUSION_END_COPY);
  const titleId = useId();
  const logout = useLogout();
  const navigate = useNavigate();
  const signInAgain = async () => {
    // The session is cleared here whatever the server answers.
    await logout.mutateAsync().catch(() => undefined);
    navigate(paths.login.getHref(), { replace: true });
  };
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-2xl bg-emerald-500/10 p-4 ring-1 ring-emerald-300/30"
    >
      <h2 id={titleId} className="text-base font-bold text-white">
        {COPY.ended}
      </h2>
      <p className="text-sm leading-relaxed text-indigo-100/90">{COPY.endedDetail}</p>
      <Button className="w-full" busy={logout.isPending} onClick={() => void signInAgain()}>
        {COPY.signIn}
      </Button>
    </section>
  );
}

/**
 * "End my self-exclusion" on the withdraw-only screen (docs/responsible-gaming.md): nothing for
 * an exclusion that cannot be ended early (6 months, which ends by itself when its irrevocable
 * part does, or one our team set); before its irrevocable months are over, from when it can be
 * asked; then the request, the wait of 24 hours with its time, and the confirmation.
 */
export function ExclusionEndSection() {
  const COPY = useCopy(EXCLUSION_END_COPY);
  const status = useExclusionStatus();
  const [ended, setEnded] = useState(false);
  if (ended) return <Ended />;
  if (status.isError && !status.data) {
    return (
      <ErrorWithRetry
        message={COPY.loadFailed}
        retryLabel={COPY.retry}
        onRetry={() => void status.refetch()}
      />
    );
  }
  const exclusion = status.data?.exclusion;
  if (!exclusion?.end_from) return null;
  return (
    <EndableExclusion
      key={exclusion.end_from}
      exclusion={exclusion}
      endFrom={exclusion.end_from}
      onEnded={() => setEnded(true)}
    />
  );
}
