import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { Button } from '@/shared/ui/form';
import { ShieldCheckIcon } from '@/shared/ui/icons';
import { Modal } from '@/shared/ui/modal/modal';
import { KYC_REMINDER_COPY as COPY, type KycReminderKind } from './copy';

type KycReminderModalProps = {
  open: boolean;
  kind: KycReminderKind;
  /** Runs once the modal has closed (either button, backdrop or Escape). */
  onClose: () => void;
};

/** 'Please Complete / Your KYC Account Vertification' with the action's text (spec 8.2). */
export function KycReminderModal({ open, kind, onClose }: KycReminderModalProps) {
  const navigate = useNavigate();
  return (
    <Modal open={open} title={COPY.title} variant="center" hideTitle onClose={onClose}>
      <div className="flex flex-col items-center gap-4 pt-2 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/40">
          <ShieldCheckIcon className="size-7" />
        </span>
        {/* The dialog is named by the same words: shown here in the spec's two lines. */}
        <p aria-hidden="true" className="text-lg leading-snug font-bold text-white">
          {COPY.titleLines[0]}
          <br />
          {COPY.titleLines[1]}
        </p>
        <p className="text-sm leading-relaxed text-indigo-100/85">{COPY.text[kind]}</p>
        <div className="flex w-full flex-col gap-2.5">
          <Button className="w-full" onClick={() => navigate(paths.kyc.getHref())}>
            {COPY.goToKyc}
          </Button>
          <Button variant="secondary" className="w-full" onClick={onClose}>
            {COPY.close}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
