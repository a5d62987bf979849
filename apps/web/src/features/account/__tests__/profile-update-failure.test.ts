import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@pisoplay/contract';
import { toastStore } from '@/shared/ui/toast/toast-store';
import { profileUpdateFailure } from '../lib/errors';

describe('profile update failure (spec 8.2)', () => {
  it('puts an explained refusal on the field and stays', () => {
    const showOnField = vi.fn();
    const navigateLater = vi.fn();
    profileUpdateFailure(
      showOnField,
      navigateLater,
    )(new AppError('ERR_BUSINESS', 'You can change it again on Mar 2, 2027.'));
    expect(showOnField).toHaveBeenCalledWith('You can change it again on Mar 2, 2027.');
    expect(navigateLater).not.toHaveBeenCalled();
  });

  it('says Internal Server Error and goes back to the account page after 0.8 s otherwise', () => {
    const showOnField = vi.fn();
    const navigateLater = vi.fn();
    profileUpdateFailure(showOnField, navigateLater)(new AppError('ERR_SERVER', 'boom'));
    expect(showOnField).not.toHaveBeenCalled();
    expect(navigateLater).toHaveBeenCalledWith('/s-account', 800);
    expect(toastStore.getSnapshot().at(-1)).toMatchObject({
      message: 'Internal Server Error',
      tone: 'error',
    });
  });
});
