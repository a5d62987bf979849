import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended setting: 19 MiB of memory, 2 passes, 1 lane, 16-byte
 * salt, 32-byte output (the package's defaults, spelled out so a library update cannot weaken
 * them). About 12-16 ms per hash (median) on one core of the 2-core machine (docs/auth.md).
 */
export const ARGON2_OPTIONS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

/** Algorithm.Argon2id (a const enum in the package's types). */
const ARGON2ID = 2;

export const hashPassword = (password: string): Promise<string> =>
  hash(password, { ...ARGON2_OPTIONS, algorithm: ARGON2ID });

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters than today's (rehash after login). */
export function needsRehash(stored: string): boolean {
  try {
    const o = parseOptions(stored);
    return (
      o.algorithm !== ARGON2ID ||
      o.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      o.timeCost !== ARGON2_OPTIONS.timeCost ||
      o.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password with the same parameters: checked when the phone is unknown or has
 * no password, so every failed login costs the same time.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
