import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { otpCodeSchema } from '@pisoplay/contract';
import { errorMessage } from '@/shared/api/errors';
import { toast } from '@/shared/ui/toast/toast-store';
import { codeTargetKey, type CodeTarget } from './code-target';
import { isOtpLockMessage, otpLocks } from './otp-lock';

const codeSchema = z.object({ code: otpCodeSchema });
export type CodeValues = z.input<typeof codeSchema>;

type CodeEntryOptions = {
  /** Where the code went: its send lock is shared with every other code screen. */
  target: CodeTarget;
  /** Uses the code; a throw is a wrong code (or a lock) whose message is shown. */
  onCode: (code: string) => Promise<void>;
  /** The message when a failure carries none. */
  fallbackMessage: string;
  /** Runs after a failed code is cleared and its message shown (e.g. a toast too). */
  onFailed?: (message: string) => void;
};

/**
 * The code-entry step of sign-in, forgot password and account verification (spec 2.9, 4.5,
 * 8.2): a react-hook-form form on the contract's code rule; a failed code is cleared and its
 * message shown; a lock message starts the shared send lock.
 */
export function useCodeEntry({ target, onCode, fallbackMessage, onFailed }: CodeEntryOptions) {
  const form = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const [message, setMessage] = useState('');
  const lockKey = codeTargetKey(target);
  const [lockUntil, setLockUntil] = useState(() => otpLocks.until(lockKey));
  const inFlight = useRef(false);

  /** Starts the send lock when a failure says the number is locked. */
  const noteLock = (text: string) => {
    if (isOtpLockMessage(text)) setLockUntil(otpLocks.start(lockKey));
  };

  /** Sends a new code; a failure is toasted and may start the lock. */
  const resend = async (send: () => Promise<void>, failedMessage: string) => {
    try {
      await send();
    } catch (error) {
      const text = errorMessage(error, failedMessage);
      noteLock(text);
      toast(text, 'error');
    }
  };

  const handOverCode = async ({ code }: CodeValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setMessage('');
    try {
      await onCode(code);
    } catch (error) {
      const text = errorMessage(error, fallbackMessage);
      form.reset({ code: '' });
      setMessage(text);
      noteLock(text);
      onFailed?.(text);
    } finally {
      inFlight.current = false;
    }
  };
  // Built at submit time, so the in-flight guard is read only then.
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(handOverCode)(event);

  return {
    form,
    submit,
    /** The failure or rule message shown under the boxes. */
    error: message || form.formState.errors.code?.message || '',
    /** Shows a message without sending the code (e.g. no code was sent yet). */
    showError: setMessage,
    clearError: () => {
      setMessage('');
      form.clearErrors('code');
    },
    busy: form.formState.isSubmitting,
    /** When sending is allowed again because of a lock (epoch ms), if locked. */
    lockUntil,
    noteLock,
    resend,
  };
}

export type CodeEntry = ReturnType<typeof useCodeEntry>;
