import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/shared/session/session-store';
import { SCREEN_DATA_WAIT_MS, screenDataLoader } from '../screen-data';

const SESSION = { token: 'tok-screen-data', secret: 's', expires_at: '2099-01-01T00:00:00Z' };

/** A promise and the function that settles it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('a signed-in screen’s loader (screenDataLoader)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    clearSession();
    document.body.replaceChildren();
  });

  it('starts the screen’s calls with the token and waits for them before the route renders', async () => {
    setSession(SESSION);
    const calls = deferred();
    const prefetch = vi.fn(() => calls.promise);
    let done = false;
    void screenDataLoader(prefetch)().then(() => {
      done = true;
    });
    expect(prefetch).toHaveBeenCalledWith(expect.anything(), SESSION.token, expect.any(Function));
    await vi.advanceTimersByTimeAsync(SCREEN_DATA_WAIT_MS - 1);
    expect(done).toBe(false);
    calls.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('waits no longer than its limit: a slow call leaves the screen its placeholders', async () => {
    setSession(SESSION);
    const prefetch = vi.fn(() => new Promise<void>(() => undefined));
    let done = false;
    void screenDataLoader(prefetch)().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(SCREEN_DATA_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('starts nothing without a token (the guard sends the visitor to sign in)', async () => {
    const prefetch = vi.fn(() => Promise.resolve());
    await expect(screenDataLoader(prefetch)()).resolves.toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('once the app is drawn, starts the calls and lets the screen render at once', async () => {
    setSession(SESSION);
    const root = document.createElement('div');
    root.id = 'root';
    root.append(document.createElement('main'));
    document.body.append(root);
    const prefetch = vi.fn(() => new Promise<void>(() => undefined));
    await expect(screenDataLoader(prefetch)()).resolves.toBeNull();
    expect(prefetch).toHaveBeenCalledOnce();
  });
});
