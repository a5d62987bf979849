import type { ReactNode } from 'react';
import type { KycAction } from '@pisoplay/contract';
import { copyOf, useCopy, type Copy } from '@/shared/i18n/define-copy';
import { useCountdown } from '@/shared/lib/use-countdown';
import { Button } from '@/shared/ui/form';
import { KYC_GATE_COPY } from './copy';
import { formatHms } from './countdown';
import { REMINDERS, type KycGateModal } from './gate-decision';

type Actions = {
  close: () => void;
  goToKyc: () => void;
  goToService: () => void;
};

type GateCopy = Copy<(typeof KYC_GATE_COPY)['source']>;

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

type ReminderModal = 'depositReminder' | 'gameReminder' | 'withdrawReminder' | 'welfareReminder';

const reminderTexts = (COPY: GateCopy): Record<ReminderModal, string> => ({
  depositReminder: COPY.depositText,
  gameReminder: COPY.gameText,
  withdrawReminder: COPY.withdrawText,
  welfareReminder: COPY.welfareText,
});

/**
 * The reminder text of an action's refusal (spec 8.2); the wallet's for any other action. In the
 * current language: a component calling it reads KYC_GATE_COPY with `useCopy` to re-render.
 */
export function reminderText(action: KycAction): string {
  const COPY = copyOf(KYC_GATE_COPY);
  const texts = reminderTexts(COPY);
  const modal = REMINDERS[action];
  return modal && modal in texts ? texts[modal as ReminderModal] : COPY.depositText;
}

/** The body of one gate modal, re-worded when the language changes while it is open. */
function GateModalBody({
  kind,
  deadline,
  actions,
}: {
  kind: KycGateModal;
  deadline: number | null;
  actions: Actions;
}) {
  const COPY = useCopy(KYC_GATE_COPY);
  switch (kind) {
    case 'underReview':
      return (
        <Body text={COPY.underReviewWithdraw}>
          <div className="grid grid-cols-2 gap-3">
            <Button variant="secondary" onClick={actions.goToService}>
              {COPY.contact}
            </Button>
            <Button onClick={actions.close}>{COPY.okay}</Button>
          </div>
        </Body>
      );
    case 'restricted':
      return (
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
      );
    case 'blocked':
      return (
        <Body text={COPY.blockedText}>
          <Button onClick={actions.close}>{COPY.blockedOk}</Button>
        </Body>
      );
    default:
      return (
        <Body text={reminderTexts(COPY)[kind]}>
          <Button onClick={actions.goToKyc}>{COPY.goToKyc}</Button>
        </Body>
      );
  }
}

const TITLES: Record<KycGateModal, keyof GateCopy> = {
  depositReminder: 'reminderTitle',
  gameReminder: 'reminderTitle',
  withdrawReminder: 'reminderTitle',
  welfareReminder: 'reminderTitle',
  underReview: 'underReviewTitle',
  restricted: 'restrictedTitle',
  blocked: 'blockedTitle',
};

/**
 * Title, whether the mask may close it, and the body of one gate modal (spec 8.2). The title is
 * worded in the language of the moment it opens.
 */
export function gateModal(
  kind: KycGateModal,
  deadline: number | null,
  actions: Actions,
): { title: string; dismissible: boolean; content: ReactNode } {
  return {
    title: copyOf(KYC_GATE_COPY)[TITLES[kind]],
    // The restricted warning waits for an answer (spec 8.2).
    dismissible: kind !== 'restricted',
    content: <GateModalBody kind={kind} deadline={deadline} actions={actions} />,
  };
}
