import { AppError } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { copyOf } from '@/shared/i18n/define-copy';
import { toast } from '@/shared/ui/toast/toast-store';
import { ACCOUNT_COPY } from '../copy';

/** A refusal the server explains to the player (a rule, a wrong value), not a breakdown. */
export const isExplainedFailure = (error: unknown): error is AppError =>
  error instanceof AppError &&
  (error.code === 'ERR_BUSINESS' || error.code === 'ERR_VALIDATION') &&
  error.message !== '';

/** Back to the account page this long after an unexplained failure (spec 8.2). */
const BACK_AFTER_FAILURE_MS = 800;

/**
 * Spec 8.2 for the username and email forms: a refusal the server explains (the 90-day rule with
 * its date, a taken name) goes on the field; anything else is 'Internal Server Error', then back
 * to the account page.
 */
export const profileUpdateFailure =
  (showOnField: (message: string) => void, navigateLater: (to: string, ms: number) => void) =>
  (error: unknown) => {
    if (isExplainedFailure(error)) {
      showOnField(error.message);
      return;
    }
    toast(copyOf(ACCOUNT_COPY).internalError, 'error');
    navigateLater(paths.account.getHref(), BACK_AFTER_FAILURE_MS);
  };
