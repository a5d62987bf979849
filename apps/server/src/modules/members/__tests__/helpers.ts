import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { calls } from '@pisoplay/contract';
import { call, lastEmailCode, lastSmsCode, signedCall } from '../../../test/harness.ts';
import type { TestPlayer } from '../../../test/harness.ts';

/** A random documentation-range-like IPv4 address, so per-IP limits never mix between tests. */
export const randomIp = (): string =>
  `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Headers that make a request come from `ip` (the app trusts X-Forwarded-For). */
export const fromIp = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

/** A fresh address that fits the spec's 30 characters. */
export const randomEmail = (): string => `p${randomInt(1e8, 1e9)}@example.ph`;

/** The data of a successful reply; a failure throws with its message. */
function dataOf<T>(reply: { body: { status: true; data: T } | { status: false; data: string } }) {
  if (!reply.body.status) throw new Error(reply.body.data);
  return reply.body.data;
}

/**
 * Marks the player's session as recently verified the way the account's verify step does: a
 * 'verify' code to the own phone. The phone must be free to get one (60 s after the last).
 */
export async function verifySession(app: FastifyInstance, player: TestPlayer): Promise<void> {
  const { phone, country_code } = player;
  const own = dataOf(await call(app, calls.sendSms, { phone, country_code, purpose: 'verify' }));
  const code = lastSmsCode(app, phone);
  dataOf(
    await signedCall(app, player, calls.authSms, { otp_id: own.id, code, phone, country_code }),
  );
}

/**
 * Gives a signed-in player a proven email address the way the account's email form does: the
 * identity by a code to the own phone (see verifySession), then a code to the address.
 */
export async function proveEmail(
  app: FastifyInstance,
  player: TestPlayer,
  email: string,
): Promise<void> {
  await verifySession(app, player);
  const sent = dataOf(await signedCall(app, player, calls.sendEmailCode, { email }));
  dataOf(
    await signedCall(app, player, calls.detailUpdate, {
      email,
      otp_id: sent.id,
      code: lastEmailCode(app, email),
    }),
  );
}

/** A valid account password. */
export const randomPassword = (): string => `pw${randomInt(100000, 999999)}x`;

/** The smallest valid PNG (1x1). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function imageForm(bytes: Uint8Array, name = 'avatar.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** A real image of the given kind and size, made by sharp (solid colour). */
export function makeImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width = 4,
  height = 4,
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .toFormat(format)
    .toBuffer();
}
