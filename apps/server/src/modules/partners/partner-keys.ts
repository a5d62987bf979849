import type { Config } from '../../deps.ts';
import { DEMO_PARTNER } from './rules.ts';

/** Signing keys by partner id: PARTNER_KEYS, and the demo partner's outside production. */
export function partnerKeys(config: Config): ReadonlyMap<string, string> {
  const keys = new Map<string, string>(config.PARTNER_KEYS);
  if (config.NODE_ENV !== 'production' && !keys.has(DEMO_PARTNER.id)) {
    keys.set(DEMO_PARTNER.id, DEMO_PARTNER.key);
  }
  return keys;
}
