import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, encodeCbor, operatorCalls } from '@pisoplay/contract';
import { apiCall } from '@/shared/api/client';
import {
  SESSION_ENDED_MESSAGE,
  getOperatorSession,
  setOperatorSession,
  useSessionEndedMessage,
} from '@/shared/session/session-store';
import { renderHook } from '@testing-library/react';

const reply = (body: unknown, status: number) =>
  new Response(encodeCbor(body).slice(), {
    status,
    headers: { 'content-type': 'application/cbor' },
  });

const signIn = () =>
  setOperatorSession({
    session: { token: 'tok-7', secret: 'sec-7', expires_at: '2030-01-01T00:00:00Z' },
    operator: { username: 'ana', role: 'finance', totp_enrolled: true, idle_timeout_s: 1800 },
  });

describe('the back office’s API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the session per tab, in session storage only', () => {
    signIn();
    expect(window.sessionStorage.getItem('pisoplay-admin:session')).toContain('tok-7');
    expect(window.localStorage.length).toBe(0);
  });

  it('signs a call with the operator’s session', async () => {
    signIn();
    const fetch = vi.fn(async () => reply({ status: true, data: { username: 'ana' } }, 200));
    vi.stubGlobal('fetch', fetch);
    await apiCall(operatorCalls.adminMe, {});
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/admin/account/me');
    expect(headers.get('t')).toBe('tok-7');
    expect(headers.get('x-sign')).toBeTruthy();
  });

  it('the session ended (the token failure): signed out, with a message for the sign-in page', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply({ status: false, data: 'token', code: 'ERR_AUTH' }, 401)),
    );
    await expect(apiCall(operatorCalls.adminMe, {})).rejects.toBeInstanceOf(AppError);
    expect(getOperatorSession()).toBeNull();
    expect(window.sessionStorage.getItem('pisoplay-admin:session')).toBeNull();
    expect(renderHook(() => useSessionEndedMessage()).result.current).toBe(SESSION_ENDED_MESSAGE);
  });

  it('a refused signature (a request sent twice) fails the call but keeps the session', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        reply({ status: false, data: 'This request was already received', code: 'ERR_AUTH' }, 401),
      ),
    );
    await expect(apiCall(operatorCalls.adminMe, {})).rejects.toThrow(
      'This request was already received',
    );
    expect(getOperatorSession()?.session.token).toBe('tok-7');
  });
});
