import { KeyIcon, MessageCodeIcon } from '@/shared/ui/extra-icons';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { Modal } from '@/shared/ui/modal/modal';
import { ACCOUNT_COPY as COPY } from '../copy';

type PasswordResetModalProps = {
  open: boolean;
  onClose: () => void;
  onPhone: () => void;
  onOldPassword: () => void;
};

/** The password-reset modal of spec 2.8: phone verification or the old password. */
export function PasswordResetModal({
  open,
  onClose,
  onPhone,
  onOldPassword,
}: PasswordResetModalProps) {
  const options = [
    { label: COPY.phoneVerification, icon: MessageCodeIcon, onClick: onPhone },
    { label: COPY.oldPasswordVerification, icon: KeyIcon, onClick: onOldPassword },
  ];
  return (
    <Modal open={open} title={COPY.resetTitle} variant="sheet" onClose={onClose}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-indigo-200/80">{COPY.resetText}</p>
        {options.map(({ label, icon: Icon, onClick }) => (
          <button
            key={label}
            type="button"
            onClick={onClick}
            className="flex h-14 items-center gap-3 rounded-2xl bg-white/5 px-4 text-left font-semibold text-white ring-1 ring-white/10 transition hover:bg-white/10"
          >
            <span className="grid size-9 place-items-center rounded-full bg-gold-400/15 text-gold-300">
              <Icon className="size-5" />
            </span>
            <span className="flex-1">{label}</span>
            <ChevronRightIcon className="size-4 text-indigo-200/50" />
          </button>
        ))}
      </div>
    </Modal>
  );
}
