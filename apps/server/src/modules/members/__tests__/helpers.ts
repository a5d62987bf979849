import { randomInt } from 'node:crypto';
import sharp from 'sharp';

/** A random documentation-range-like IPv4 address, so per-IP limits never mix between tests. */
export const randomIp = (): string =>
  `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Headers that make a request come from `ip` (the app trusts X-Forwarded-For). */
export const fromIp = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

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
