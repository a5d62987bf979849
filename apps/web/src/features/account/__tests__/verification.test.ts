import { describe, expect, it } from 'vitest';
import { createStorage } from '@/shared/storage/storage';
import { createVerificationStore } from '../lib/verification';

describe('the account verification state', () => {
  it('survives a reload in session storage, but never keeps the old password there', () => {
    const storage = createStorage(() => window.sessionStorage);
    const store = createVerificationStore(storage);
    store.start({ type: 'edit', field: 'password', verifyMethod: 'password', stage: 'identity' });
    store.setOldPassword('abc12345');
    store.update({ verified: true });
    expect(JSON.stringify(window.sessionStorage)).not.toContain('abc12345');

    const reloaded = createVerificationStore(storage);
    expect(reloaded.get()).toMatchObject({ field: 'password', verified: true });
    expect(reloaded.getOldPassword()).toBe('');
  });

  it('starting a new flow forgets the old password and the code', () => {
    const store = createVerificationStore(createStorage(() => window.sessionStorage));
    store.start({ type: 'edit', field: 'password', verifyMethod: 'phone', stage: 'identity' });
    store.update({ otpId: 'o1', code: '123456', verified: true });
    store.setOldPassword('x');
    store.start({ type: 'create', field: 'email', stage: 'identity' });
    expect(store.get()).toEqual({ type: 'create', field: 'email', stage: 'identity' });
    expect(store.getOldPassword()).toBe('');
  });
});
