import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { ShopAuth, ShopUser } from './shop-auth.ts';

/** How long an authCode of the simulator works, like a real OAuth-style code. */
export const SHOP_CODE_TTL_MS = 5 * 60_000;

export type ShopAuthSimulator = ShopAuth & {
  /** What the shopping app does when its user opens the mini app: a single-use authCode. */
  issue(user: ShopUser): string;
};

/** Stands in for the shopping app: codes live in memory, each answers once (docs/partners.md). */
export function createShopAuthSimulator(clock: Clock): ShopAuthSimulator {
  const codes = new Map<string, { user: ShopUser; expiresAt: number }>();
  return {
    kind: 'simulator',
    issue(user) {
      const now = clock.now();
      for (const [code, entry] of codes) if (entry.expiresAt <= now) codes.delete(code);
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { user, expiresAt: now + SHOP_CODE_TTL_MS });
      return code;
    },
    async verify(authCode) {
      const entry = codes.get(authCode);
      codes.delete(authCode);
      return entry && entry.expiresAt > clock.now() ? entry.user : null;
    },
  };
}
