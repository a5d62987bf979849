import { describe, expect, it, vi } from 'vitest';
import { decodeCborBase64, encodeCborBase64 } from '@pisoplay/contract';
import {
  STORAGE_PREFIX,
  createStorage,
  removeStaleKeys,
  removeStaleStorage,
} from '@/shared/storage/storage';
import { createSessionStore } from '@/shared/session/session-store';

describe('storage', () => {
  const local = () => createStorage(() => window.localStorage);

  it('writes CBOR as base64 under the versioned prefix', () => {
    local().set('flags', { agreed: true, n: 3 });
    expect(STORAGE_PREFIX).toBe('pp:v1:');
    const raw = window.localStorage.getItem('pp:v1:flags');
    expect(raw).not.toBeNull();
    expect(() => JSON.parse(raw!)).toThrow();
    expect(decodeCborBase64(raw!)).toEqual({ agreed: true, n: 3 });
    expect(raw).toBe(encodeCborBase64({ agreed: true, n: 3 }));
  });

  it('reads back what it wrote, and undefined for a missing key', () => {
    const store = local();
    store.set('list', [1, 'two', { three: 3 }]);
    expect(store.get('list')).toEqual([1, 'two', { three: 3 }]);
    expect(store.get('missing')).toBeUndefined();
  });

  it('drops a value it cannot decode', () => {
    window.localStorage.setItem('pp:v1:broken', '%%% not base64 %%%');
    expect(local().get('broken')).toBeUndefined();
    expect(window.localStorage.getItem('pp:v1:broken')).toBeNull();
  });

  it('lists and clears only its own keys', () => {
    window.localStorage.setItem('other-app', 'x');
    const store = local();
    store.set('a', 1);
    store.set('b', 2);
    expect(store.keys().sort()).toEqual(['a', 'b']);
    store.clear();
    expect(store.keys()).toEqual([]);
    expect(window.localStorage.getItem('other-app')).toBe('x');
  });

  it('removes the keys of other storage versions at start, and only those', () => {
    window.localStorage.setItem('pp:v0:token', 'old');
    window.localStorage.setItem('pp:v2:flags', 'future');
    window.localStorage.setItem('pp:v1:flags', encodeCborBase64(1));
    window.localStorage.setItem('other-app', 'keep');
    window.sessionStorage.setItem('pp:v0:session', 'old');
    window.sessionStorage.setItem('pp:v1:session', 'current');

    expect(removeStaleKeys(() => window.localStorage).sort()).toEqual([
      'pp:v0:token',
      'pp:v2:flags',
    ]);
    removeStaleStorage();

    expect(window.localStorage.getItem('pp:v0:token')).toBeNull();
    expect(window.localStorage.getItem('pp:v2:flags')).toBeNull();
    expect(window.localStorage.getItem('pp:v1:flags')).not.toBeNull();
    expect(window.localStorage.getItem('other-app')).toBe('keep');
    expect(window.sessionStorage.getItem('pp:v0:session')).toBeNull();
    expect(window.sessionStorage.getItem('pp:v1:session')).toBe('current');
  });

  it('keeps working when storage is unavailable', () => {
    const store = createStorage(() => {
      throw new Error('SecurityError');
    });
    expect(() => store.set('a', 1)).not.toThrow();
    expect(store.get('a')).toBeUndefined();
    expect(store.keys()).toEqual([]);
  });
});

describe('session store', () => {
  const session = { token: 'tok-1', secret: 'sec', expires_at: '2030-01-01T00:00:00Z' };

  it('keeps the session in session storage as CBOR and reads it back on start', () => {
    const storage = createStorage(() => window.sessionStorage);
    const first = createSessionStore(storage);
    expect(first.getToken()).toBeNull();
    first.setSession(session);
    expect(decodeCborBase64(window.sessionStorage.getItem('pp:v1:session')!)).toEqual(session);
    expect(window.localStorage.getItem('pp:v1:session')).toBeNull();

    const reloaded = createSessionStore(storage);
    expect(reloaded.getToken()).toBe('tok-1');
    expect(reloaded.getSession()).toEqual(session);
  });

  it('notifies subscribers on set and clear, and clear removes the stored value', () => {
    const store = createSessionStore(createStorage(() => window.sessionStorage));
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setSession(session);
    store.clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getToken()).toBeNull();
    expect(window.sessionStorage.getItem('pp:v1:session')).toBeNull();
    unsubscribe();
    store.setSession(session);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
