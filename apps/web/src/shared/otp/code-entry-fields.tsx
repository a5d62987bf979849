import { useId, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { CodeInput } from '@/shared/ui/code-input';
import { codeTargetLabel, type CodeTarget } from './code-target';
import { CODE_ENTRY_COPY } from './copy';
import type { CodeEntry } from './use-code-entry';

type CodeEntryFieldsProps = {
  entry: CodeEntry;
  /** 'Code sent to' (or 'Send the code to' before one went). */
  sentLabel: string;
  target: CodeTarget;
  length?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Shown under the number (e.g. 'Reset phone number'). */
  aside?: ReactNode;
};

/** Where the code went, the six boxes and the message under them (spec 2.9). */
export function CodeEntryFields({
  entry,
  sentLabel,
  target,
  length,
  disabled = false,
  autoFocus = true,
  aside,
}: CodeEntryFieldsProps) {
  const COPY = useCopy(CODE_ENTRY_COPY);
  const errorId = useId();
  const { error } = entry;
  return (
    <>
      <div className="flex flex-col items-center gap-1 text-center">
        <p className="text-sm text-indigo-200/80">{sentLabel}</p>
        <p
          className="text-lg font-bold tracking-wide break-all text-white"
          data-testid="otp-number"
        >
          {codeTargetLabel(target)}
        </p>
        {aside}
      </div>
      <div className="flex flex-col gap-2">
        <Controller
          control={entry.form.control}
          name="code"
          render={({ field }) => (
            <CodeInput
              label={COPY.codeLabel}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                entry.clearError();
              }}
              onComplete={() => void entry.submit()}
              length={length}
              disabled={disabled || entry.busy}
              invalid={Boolean(error)}
              describedBy={error ? errorId : undefined}
              autoFocus={autoFocus}
            />
          )}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-center text-xs font-medium text-rose-300">
            {localizeMessage(error)}
          </p>
        ) : null}
      </div>
    </>
  );
}
