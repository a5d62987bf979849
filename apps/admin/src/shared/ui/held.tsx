import { APPROVAL_ACTION_TITLES, type Held } from '@pisoplay/contract';
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
