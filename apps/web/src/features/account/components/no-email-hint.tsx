import { useEffect, useState } from 'react';
import { useCopy } from '@/shared/i18n/define-copy';
import { sessionStore } from '@/shared/storage/storage';
import { Button } from '@/shared/ui/form';
import { Modal } from '@/shared/ui/modal/modal';
import { ACCOUNT_COPY } from '../copy';

const SHOWN_KEY = 'no-email-hint-shown';

type NoEmailHintProps = {
  /** The player has no email address. */
  noEmail: boolean;
  onGoToSetting: () => void;
};

/**
 * The no-email hint of spec 2.8: once per session, and not closable by the mask or Escape; only
 * 'Do it later' or 'Go to setting' close it.
 */
export function NoEmailHint({ noEmail, onGoToSetting }: NoEmailHintProps) {
  const COPY = useCopy(ACCOUNT_COPY);
  const [open, setOpen] = useState(() => noEmail && !sessionStore.get<boolean>(SHOWN_KEY));
  const [wanted, setWanted] = useState(noEmail);
  if (wanted !== noEmail) {
    // The profile arrived or changed while the page was open.
    setWanted(noEmail);
    if (noEmail && !sessionStore.get<boolean>(SHOWN_KEY)) setOpen(true);
  }
  useEffect(() => {
    if (open) sessionStore.set(SHOWN_KEY, true);
  }, [open]);

  return (
    <Modal open={open} title={COPY.noEmailTitle} variant="center" dismissible={false}>
      <div className="flex flex-col gap-5">
        <p className="text-center text-sm leading-relaxed text-indigo-100/85">{COPY.noEmailText}</p>
        <div className="grid grid-cols-2 gap-3">
          <Button
            variant="secondary"
            className="px-3 whitespace-nowrap"
            onClick={() => setOpen(false)}
          >
            {COPY.doItLater}
          </Button>
          <Button
            className="px-3 whitespace-nowrap"
            onClick={() => {
              setOpen(false);
              onGoToSetting();
            }}
          >
            {COPY.goToSetting}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
