import { describe, expect, it } from 'vitest';
import { AppError } from '@pisoplay/contract';
import { createSessionStore } from '@/shared/session/session-store';
import { createEntryKindStore } from '@/shared/session/entry-kind';
import { createStorage } from '@/shared/storage/storage';
import { copyOf } from '@/shared/i18n/define-copy';
import { PARTNER_ENTRY_COPY } from '../copy';
import { decodeEntryToken, entryGame } from '../lib/entry-params';
import { failureText } from '../lib/failure-text';

const TOKEN = 'q3Vb0cX9-_y2mWZ8k4T1nH6pR5sJ7dLfA0eGiOuYwzE';

describe('partner entry query (spec 2.1)', () => {
  it('reads token as base64 of the entry token', () => {
    expect(decodeEntryToken(btoa(TOKEN))).toBe(TOKEN);
    // An unencoded '+' in the query arrives as a space.
    expect(decodeEntryToken(btoa(TOKEN).replace(/\+/g, ' '))).toBe(TOKEN);
  });

  it('refuses a missing, malformed or non-token value', () => {
    expect(decodeEntryToken(null)).toBeNull();
    expect(decodeEntryToken('%%%')).toBeNull();
    expect(decodeEntryToken(TOKEN)).toBeNull(); // not base64 of a token
    expect(decodeEntryToken(btoa('<script>alert(1)</script>'))).toBeNull();
  });

  it('reads the optional game', () => {
    expect(entryGame(' jili_super_ace ')).toBe('jili_super_ace');
    expect(entryGame('')).toBeNull();
    expect(entryGame(null)).toBeNull();
  });

  it("names the server's reason in the failure toast when there is one", () => {
    const COPY = copyOf(PARTNER_ENTRY_COPY);
    const withMessage = (message: string) => COPY.partnerFailedWith({ message });
    const reason = new AppError('ERR_BUSINESS', 'This entry link is invalid');
    expect(failureText(reason, COPY.partnerFailed, withMessage)).toBe(
      'Partner login failed: This entry link is invalid',
    );
    expect(failureText(new Error('x'), COPY.partnerFailed, withMessage)).toBe(
      'Partner login failed',
    );
  });
});

describe('entry kind', () => {
  it('is kept with the session and forgotten when the session ends', () => {
    const area = createStorage(() => window.sessionStorage, 'test-entry:');
    const session = createSessionStore(area);
    session.setSession({ token: 't', secret: 's', expires_at: '2030-01-01T00:00:00Z' });
    const kind = createEntryKindStore(area, session);
    kind.set('partner-wallet');
    expect(createEntryKindStore(area, session).get()).toBe('partner-wallet');
    session.clearSession();
    expect(kind.get()).toBeNull();
    expect(createEntryKindStore(area, session).get()).toBeNull();
  });
});
