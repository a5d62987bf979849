import type { ReactNode } from 'react';
import { useCountdown } from '@/shared/lib/use-countdown';
import { Button } from '@/shared/ui/form';
import { KYC_GATE_COPY as COPY } from './copy';
import { formatHms } from './countdown';
import type { KycAction } from '@pisoplay/contract';
import { REMINDERS, type KycGateModal } from './gate-decision';

type Actions = {
  close: () => void;
  goToKyc: () => void;
  goToService: () => void;
};

function Body({ text, children }: { text: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="text-center text-sm leading-relaxed text-indigo-100/90">{text}</div>
      <div className="grid gap-3">{children}</div>
    </div>
  );
}

function RestrictedCountdown({ deadline }: { deadline: number | null }) {
  const left = useCountdown(deadline);
  return (
    <span
      role="timer"
      className="mt-2 block text-2xl font-black tracking-wider text-gold-300 tabular-nums"
    >
      {formatHms(left)}
    </span>
  );
}

const REMINDER_TEXTS = {
  depositReminder: COPY.depositText,
  gameReminder: COPY.gameText,
  withdrawReminder: COPY.withdrawText,
  welfareReminder: COPY.welfareText,
} as const;

/** The reminder text of an action's refusal (spec 8.2); the wallet's for any other action. */
export function reminderText(action: KycAction): string {
  const modal = REMINDERS[action];
  return modal && modal in REMINDER_TEXTS
    ? REMINDER_TEXTS[modal as keyof typeof REMINDER_TEXTS]
    : COPY.depositText;
}

/** Title, whether the mask may close it, and the body of one gate modal (spec 8.2). */
export function gateModal(
  kind: KycGateModal,
  deadline: number | null,
  actions: Actions,
): { title: string; dismissible: boolean; content: ReactNode } {
  switch (kind) {
    case 'underReview':
      return {
        title: COPY.underReviewTitle,
        dismissible: true,
        content: (
          <Body text={COPY.underReviewWithdraw}>
            <div className="grid grid-cols-2 gap-3">
              <Button variant="secondary" onClick={actions.goToService}>
                {COPY.contact}
              </Button>
              <Button onClick={actions.close}>{COPY.okay}</Button>
            </div>
          </Body>
        ),
      };
    case 'restricted':
      return {
        title: COPY.restrictedTitle,
        dismissible: false,
        content: (
          <Body
            text={
              <>
                {COPY.restrictedText}
                <RestrictedCountdown deadline={deadline} />
              </>
            }
          >
            <div className="grid grid-cols-2 gap-3">
              <Button variant="secondary" onClick={actions.close}>
                {COPY.doItLater}
              </Button>
              <Button onClick={actions.goToKyc}>{COPY.okay}</Button>
            </div>
          </Body>
        ),
      };
    case 'blocked':
      return {
        title: COPY.blockedTitle,
        dismissible: true,
        content: (
          <Body text={COPY.blockedText}>
            <Button onClick={actions.close}>{COPY.blockedOk}</Button>
          </Body>
        ),
      };
    default:
      return {
        title: COPY.reminderTitle,
        dismissible: true,
        content: (
          <Body text={REMINDER_TEXTS[kind]}>
            <Button onClick={actions.goToKyc}>{COPY.goToKyc}</Button>
          </Body>
        ),
      };
  }
}
