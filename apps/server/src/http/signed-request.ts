import type { FastifyRequest } from 'fastify';
import {
  AppError,
  EMPTY_BODY_SHA256,
  HEADER_SIGNATURE,
  HEADER_TIMESTAMP,
  SIGNATURE_MAX_SKEW_MS,
  signWithBodyHash,
} from '@pisoplay/contract';
import { timingSafeEqual } from 'node:crypto';
import { hasBody } from './body-digest.ts';

export const SIGNATURE_MESSAGES = {
  invalid: 'Invalid signature',
  stale: 'Request time is out of range, please check the device clock',
  replayed: 'This request was already received',
} as const;

const authError = (message: string) => new AppError('ERR_AUTH', message);

export const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks the signature headers of a call made with a session's secret (docs/auth.md, "The
 * security header"): a well-formed x-ts within 5 minutes, an x-sign over method, path, time and
 * the exact body, never used before (`remember` stores it and answers false for a repeat).
 * Players and operators sign the same way. Throws a 401 ERR_AUTH with the reason.
 */
export async function verifySignedRequest(
  request: FastifyRequest,
  check: {
    secret: string;
    sessionId: string;
    now: number;
    remember: (signature: string, sessionId: string, keepUntil: number) => Promise<boolean>;
  },
): Promise<void> {
  const timestamp = headerOf(request, HEADER_TIMESTAMP);
  const signature = headerOf(request, HEADER_SIGNATURE);
  if (!timestamp || !/^\d{1,16}$/.test(timestamp) || !signature || signature.length > 128) {
    throw authError(SIGNATURE_MESSAGES.invalid);
  }
  const ts = Number(timestamp);
  if (Math.abs(check.now - ts) > SIGNATURE_MAX_SKEW_MS) throw authError(SIGNATURE_MESSAGES.stale);

  let bodyHash = EMPTY_BODY_SHA256;
  if (hasBody(request)) {
    if (!request.bodySha256) throw authError(SIGNATURE_MESSAGES.invalid);
    bodyHash = request.bodySha256;
  }
  const expected = await signWithBodyHash(
    check.secret,
    request.method,
    request.url,
    timestamp,
    bodyHash,
  );
  if (!sameText(expected, signature)) throw authError(SIGNATURE_MESSAGES.invalid);

  // Kept until the timestamp can no longer pass the window check, plus a minute.
  const keepUntil = ts + SIGNATURE_MAX_SKEW_MS + 60_000;
  if (!(await check.remember(signature, check.sessionId, keepUntil))) {
    throw authError(SIGNATURE_MESSAGES.replayed);
  }
}
