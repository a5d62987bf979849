import { useCopy } from '@/shared/i18n/define-copy';
import { KeyIcon, MessageCodeIcon } from '@/shared/ui/extra-icons';
import { Modal } from '@/shared/ui/modal/modal';
import { ACCOUNT_COPY } from '../copy';
import { OptionRow } from './option-row';

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
  const COPY = useCopy(ACCOUNT_COPY);
  const options = [
    { label: COPY.phoneVerification, icon: MessageCodeIcon, onClick: onPhone },
    { label: COPY.oldPasswordVerification, icon: KeyIcon, onClick: onOldPassword },
  ];
  return (
    <Modal open={open} title={COPY.resetTitle} variant="sheet" onClose={onClose}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-indigo-200/80">{COPY.resetText}</p>
        {options.map((option) => (
          <OptionRow key={option.label} {...option} />
        ))}
      </div>
    </Modal>
  );
}
