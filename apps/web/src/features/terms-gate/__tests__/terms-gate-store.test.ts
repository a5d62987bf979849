import { describe, expect, it } from 'vitest';
import { createStorage } from '@/shared/storage/storage';
import { createTermsGateStore, isTermsGateOpen } from '../hooks/terms-gate-store';

/** A fresh pair of areas: what one browser keeps (local) and one browser session keeps. */
function memoryArea(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (i) => [...values.keys()][i] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

describe('terms gate store (spec 2.4)', () => {
  it('stays closed for a visitor on the next page load of the same browser session', () => {
    const local = memoryArea();
    const session = memoryArea();
    const first = createTermsGateStore(
      createStorage(() => local),
      createStorage(() => session),
    );
    expect(isTermsGateOpen(first.getSnapshot(), false)).toBe(true);
    first.setAgreed(true);
    first.proceed();
    expect(isTermsGateOpen(first.getSnapshot(), false)).toBe(false);

    // A reload builds the store again from the same areas.
    const reloaded = createTermsGateStore(
      createStorage(() => local),
      createStorage(() => session),
    );
    expect(isTermsGateOpen(reloaded.getSnapshot(), false)).toBe(false);
  });

  it('comes back for a visitor in a new browser session', () => {
    const local = memoryArea();
    const first = createTermsGateStore(
      createStorage(() => local),
      createStorage(() => memoryArea()),
    );
    first.setAgreed(true);
    first.proceed();

    const nextSession = createTermsGateStore(
      createStorage(() => local),
      createStorage(() => memoryArea()),
    );
    expect(nextSession.getSnapshot().agreed).toBe(true);
    expect(isTermsGateOpen(nextSession.getSnapshot(), false)).toBe(true);
  });

  it('stays up for a signed-in player until they have proceeded, then stays closed', () => {
    const local = memoryArea();
    const store = createTermsGateStore(
      createStorage(() => local),
      createStorage(() => memoryArea()),
    );
    expect(isTermsGateOpen(store.getSnapshot(), true)).toBe(true);
    store.proceed(); // not agreed yet: nothing happens
    expect(isTermsGateOpen(store.getSnapshot(), true)).toBe(true);
    store.setAgreed(true);
    store.proceed();

    const nextSession = createTermsGateStore(
      createStorage(() => local),
      createStorage(() => memoryArea()),
    );
    expect(isTermsGateOpen(nextSession.getSnapshot(), true)).toBe(false);
  });
});
