import { copyOf, useLocale } from '@/shared/i18n/define-copy';
import { useCountdown } from '@/shared/lib/use-countdown';
import { cn } from '@/shared/lib/cn';
import { UI_COPY } from './copy';

/** '29s', or '29:59' from a minute up. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return copyOf(UI_COPY).waitSeconds({ seconds });
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

type ResendButtonProps = {
  /** When sending is allowed again (epoch ms): the resend wait or the lock end. */
  availableAt: number;
  busy?: boolean;
  onResend: () => void;
  resendLabel: string;
  sendLabel: string;
  className?: string;
};

/**
 * 'Resend Code' with its countdown, disabled while counting; at zero it reads 'Send code'
 * (spec 4.5).
 */
export function ResendButton(props: ResendButtonProps) {
  // A new end (a resend, a lock) restarts the countdown.
  return <CountingButton key={props.availableAt} {...props} />;
}

function CountingButton({
  availableAt,
  busy = false,
  onResend,
  resendLabel,
  sendLabel,
  className,
}: ResendButtonProps) {
  useLocale();
  const left = useCountdown(availableAt);
  const counting = left > 0;
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={counting || busy}
      aria-live="off"
      className={cn(
        'inline-flex h-10 items-center justify-center rounded-full px-4 text-sm font-semibold transition',
        counting || busy
          ? 'cursor-not-allowed text-indigo-200/50'
          : 'text-gold-300 ring-1 ring-gold-400/40 hover:bg-gold-400/10',
        className,
      )}
    >
      {counting ? (
        <>
          {resendLabel}
          <span className="ml-1.5 tabular-nums" data-testid="resend-countdown">
            ({formatWait(left)})
          </span>
        </>
      ) : (
        sendLabel
      )}
    </button>
  );
}
