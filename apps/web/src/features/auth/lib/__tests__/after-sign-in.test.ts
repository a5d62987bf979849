import { describe, expect, it } from 'vitest';
import { afterSignInDestination } from '../after-sign-in';

const now = 1_800_000_000_000;

describe('where a player goes after signing in (spec 2.3)', () => {
  it('under_review, block and fully_kyc go back to the origin', () => {
    for (const status of ['under_review', 'block', 'fully_kyc'] as const) {
      expect(afterSignInDestination({ status, origin: '/s-game/category/3', now })).toBe(
        '/s-game/category/3',
      );
    }
  });

  it('every other status goes to KYC', () => {
    for (const status of [
      'unset',
      'basic_account',
      'rejected',
      'basic_kyc',
      'frozen',
      'test_account',
    ] as const) {
      expect(afterSignInDestination({ status, origin: '/', now })).toBe('/s-kyc');
    }
  });

  it('a pending game launch resumes, unless it is stale or the account is blocked', () => {
    const pending = { type: 'launch-game' as const, code: 'slot-001', at: now - 60_000 };
    expect(afterSignInDestination({ status: 'unset', origin: '/', pending, now })).toBe(
      '/s-game-page/slot-001',
    );
    expect(
      afterSignInDestination({
        status: 'fully_kyc',
        origin: '/',
        pending: { ...pending, at: now - 31 * 60_000 },
        now,
      }),
    ).toBe('/');
    expect(afterSignInDestination({ status: 'block', origin: '/', pending, now })).toBe('/');
  });

  it('a screen that needed sign-in opens, unless stale, blocked or outside the app', () => {
    const pending = { type: 'open-page' as const, href: '/points?tab=2', at: now - 60_000 };
    expect(afterSignInDestination({ status: 'unset', origin: '/', pending, now })).toBe(
      '/points?tab=2',
    );
    const stale = { ...pending, at: now - 31 * 60_000 };
    expect(afterSignInDestination({ status: 'unset', origin: '/', pending: stale, now })).toBe(
      '/s-kyc',
    );
    expect(afterSignInDestination({ status: 'block', origin: '/', pending, now })).toBe('/');
    const outside = { ...pending, href: '//evil.example/points' };
    expect(
      afterSignInDestination({ status: 'fully_kyc', origin: '/', pending: outside, now }),
    ).toBe('/');
  });
});
