import { useCopy } from '@/shared/i18n/define-copy';
import { ResendButton } from '@/shared/ui/resend-button';
import { CODE_ENTRY_COPY } from './copy';
import type { CodeEntry } from './use-code-entry';

type CodeResendProps = {
  entry: CodeEntry;
  /** When the resend wait of the last code ends (epoch ms); a lock may hold it longer. */
  resendAt: number;
  busy: boolean;
  onResend: () => void;
};

/** 'Resend Code' under the boxes, counting down to the later of the resend wait and a lock. */
export function CodeResend({ entry, resendAt, busy, onResend }: CodeResendProps) {
  const COPY = useCopy(CODE_ENTRY_COPY);
  return (
    <div className="flex justify-center">
      <ResendButton
        availableAt={Math.max(resendAt, entry.lockUntil ?? 0)}
        busy={busy}
        onResend={onResend}
        resendLabel={COPY.resendCode}
        sendLabel={COPY.sendCode}
      />
    </div>
  );
}
