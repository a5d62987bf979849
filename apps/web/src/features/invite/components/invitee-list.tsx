import type { InviteState, Invitee } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { cn } from '@/shared/lib/cn';
import { formatDateTime, formatPhp } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { INVITE_COPY } from '../copy';

const TONES: Record<InviteState, string> = {
  signed_up: 'bg-white/8 text-indigo-200/80',
  verified: 'bg-sky-400/15 text-sky-300',
  deposited: 'bg-amber-400/15 text-amber-300',
  rewarded: 'bg-emerald-400/15 text-emerald-300',
  ineligible: 'bg-rose-400/15 text-rose-300',
};

/** Who signed up through the link (names masked), newest first, and where each one stands. */
export function InviteeList({ invitees }: { invitees: Invitee[] }) {
  const COPY = useCopy(INVITE_COPY);
  const states: Record<InviteState, string> = {
    signed_up: COPY.stateSignedUp,
    verified: COPY.stateVerified,
    deposited: COPY.stateDeposited,
    rewarded: COPY.stateRewarded,
    ineligible: COPY.stateIneligible,
  };
  if (invitees.length === 0) return <EmptyState message={COPY.noFriends} />;
  return (
    <ul aria-label={COPY.friends} className="flex flex-col divide-y divide-white/5">
      {invitees.map((friend) => (
        <li
          key={`${friend.name}-${friend.joined_at}`}
          aria-label={`${friend.name}, ${states[friend.state]}`}
          className="flex items-start justify-between gap-3 py-2.5"
        >
          <div className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-semibold text-white">{friend.name}</span>
            <span className="text-xs text-indigo-200/60 tabular-nums">
              {COPY.joined} {formatDateTime(friend.joined_at)}
            </span>
            {friend.reason ? (
              <span className="text-xs text-indigo-200/80">{localizeMessage(friend.reason)}</span>
            ) : null}
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <span
              className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold', TONES[friend.state])}
            >
              {states[friend.state]}
            </span>
            {friend.reward ? (
              <span className="text-sm font-bold text-emerald-300 tabular-nums">
                +{COPY.peso({ amount: formatPhp(friend.reward) })}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
