import { localizeMessage } from '@/shared/i18n/i18n';
import { cn } from '@/shared/lib/cn';

/**
 * Why a step failed, announced as it appears; nothing without a failure. A message the contract
 * or the client wrote in English shows in the player's language.
 */
export function FailureText({ text, className }: { text: string | null; className?: string }) {
  if (!text) return null;
  return (
    <p role="alert" className={cn('text-xs font-medium text-rose-300', className)}>
      {localizeMessage(text)}
    </p>
  );
}
