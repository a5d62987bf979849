import { describe, expect, it, vi } from 'vitest';
import { currentLanguage } from '@/shared/i18n/i18n';
import { getSession, setSession } from '@/shared/session/session-store';
import { localStore, sessionStore } from '@/shared/storage/storage';
import { switchToFilipino } from '@/testing/language';
import { logoutEverywhere } from '../api/logout';

describe('logout (spec 4.4, 8.2)', () => {
  it('clears the local storage and the session after the server logout', async () => {
    setSession({ token: 't', secret: 's', expires_at: '' });
    localStore.set('terms-gate', { agreed: true });
    const server = vi.fn(async () => true);
    await logoutEverywhere(server);
    expect(server).toHaveBeenCalled();
    expect(getSession()).toBeNull();
    expect(localStore.keys()).toEqual([]);
  });

  it('still clears everything locally when the server call fails, and reports the failure', async () => {
    setSession({ token: 't', secret: 's', expires_at: '' });
    sessionStore.set('account-verification', { field: 'email' });
    await expect(
      logoutEverywhere(async () => Promise.reject(new Error('offline'))),
    ).rejects.toThrow('offline');
    expect(getSession()).toBeNull();
    expect(sessionStore.keys()).toEqual([]);
  });

  it('keeps the language chosen on the device: it is not the account’s', async () => {
    await switchToFilipino();
    setSession({ token: 't', secret: 's', expires_at: '' });
    localStore.set('terms-gate', { agreed: true });
    await logoutEverywhere(async () => true);
    expect(getSession()).toBeNull();
    expect(localStore.keys()).toEqual(['language']);
    expect(localStore.get('language')).toBe('fil_PH');
    expect(currentLanguage()).toBe('fil_PH');
  });
});
