import { cn } from '@/shared/lib/cn';

/** Why a step failed, announced as it appears; nothing without a failure. */
export function FailureText({ text, className }: { text: string | null; className?: string }) {
  if (!text) return null;
  return (
    <p role="alert" className={cn('text-xs font-medium text-rose-300', className)}>
      {text}
    </p>
  );
}
