import type { ReactNode } from 'react';
import { AlertTriangleIcon, InboxIcon } from '@/shared/ui/icons';
import { cn } from '@/shared/lib/cn';

type EmptyStateProps = {
  message: string;
  tone?: 'empty' | 'error';
  action?: ReactNode;
  className?: string;
};

/** The text shown in place of a list: empty, failed or loading. */
export function EmptyState({ message, tone = 'empty', action, className }: EmptyStateProps) {
  const Icon = tone === 'error' ? AlertTriangleIcon : InboxIcon;
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 px-4 py-8 text-center text-sm text-indigo-200/70',
        className,
      )}
    >
      <Icon
        className={cn('size-8', tone === 'error' ? 'text-rose-300/80' : 'text-indigo-300/50')}
      />
      <p>{message}</p>
      {action}
    </div>
  );
}

type ErrorWithRetryProps = {
  message: string;
  retryLabel: string;
  onRetry: () => void;
};

/** A failed load in place of its content, with a button to load it again. */
export function ErrorWithRetry({ message, retryLabel, onRetry }: ErrorWithRetryProps) {
  return (
    <EmptyState
      tone="error"
      message={message}
      action={
        <button
          type="button"
          onClick={onRetry}
          className="mt-1 rounded-full bg-white/10 px-4 py-1.5 text-xs font-semibold text-white hover:bg-white/15"
        >
          {retryLabel}
        </button>
      }
    />
  );
}
