import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server secret: AUTH_SECRET when set (required in production: every server must share it).
 * Otherwise a random one kept in DATA_DIR/auth-secret, so development sessions survive restarts.
 */
export function resolveAuthSecret(config: {
  AUTH_SECRET?: string;
  NODE_ENV: string;
  DATA_DIR: string;
}): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.NODE_ENV === 'production') {
    throw new Error('AUTH_SECRET is required in production (at least 32 characters)');
  }
  const file = path.join(config.DATA_DIR, 'auth-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // another process wrote it first
    return fs.readFileSync(file, 'utf8').trim();
  }
}
