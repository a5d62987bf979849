import { APPROVAL_ACTION_TITLES, isHeld, type Held } from '@pisoplay/contract';
import { Notice } from './feedback';

/** What a four-eyes call answers instead of its result: it waits for a second operator. */
export function HeldNotice({ held }: { held: Held }) {
  const { approval } = held;
  return (
    <Notice tone="warning">
      <p className="font-medium">Sent for a second approval</p>
      <p className="mt-0.5">
        {APPROVAL_ACTION_TITLES[approval.action] ?? approval.action}: {approval.summary}. Another
        operator must approve it under Approvals (request #{approval.id}).
      </p>
    </Notice>
  );
}

/** What an action did: a message, or the request held for a second operator. */
export type Outcome = { text: string } | { held: Held };

/** The outcome of a call that may be held: held, or done as `text` says. */
export const outcomeOf = <R,>(reply: R, text: (done: Exclude<R, Held>) => string): Outcome =>
  isHeld(reply) ? { held: reply } : { text: text(reply as Exclude<R, Held>) };

/** What the last action did, above the page's content (nothing before the first). */
export function OutcomeNotice({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <div className="mb-4">
      {'held' in outcome ? (
        <HeldNotice held={outcome.held} />
      ) : (
        <Notice tone="success">{outcome.text}</Notice>
      )}
    </div>
  );
}
