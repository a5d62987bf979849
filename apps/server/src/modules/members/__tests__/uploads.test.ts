import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import { signIn, signedCall, testApp } from '../../../test/harness.ts';
import { signedUploadUrl } from '../../../platform/uploads/upload-urls.ts';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { PNG_1X1, imageForm, makeImage } from './helpers.ts';

const AUTH_SECRET = 'uploads-test-secret-0123456789abcdef';

describe('uploads and avatars', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ AUTH_SECRET });
  });
  afterAll(() => app.close());

  const upload = async (player: { token: string; secret: string }, form: FormData) =>
    signedCall(app, player, calls.ossUpload, form);

  it('stores a PNG and answers its key and address', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const result = await upload(player, imageForm(PNG_1X1));
    expect(result.body).toEqual({
      status: true,
      data: { object_key: expect.stringMatching(/^[a-f0-9]{32}\.png$/), url: expect.any(String) },
    });
  });

  it('recognises JPEG, WebP and GIF by their bytes, whatever the name says', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const samples: [string, Uint8Array][] = [
      ['jpg', await makeImage('jpeg')],
      ['webp', await makeImage('webp')],
      ['gif', await makeImage('gif')],
    ];
    for (const [ext, bytes] of samples) {
      const result = await upload(
        player,
        imageForm(bytes, 'photo.bin', 'application/octet-stream'),
      );
      expect(result.body.status && result.body.data.object_key.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it('refuses a file that is not an image even when named and typed as PNG', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const fake = Buffer.from('<html><script>alert(1)</script></html>');
    const result = await upload(player, imageForm(fake, 'evil.png', 'image/png'));
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual({
      status: false,
      code: 'ERR_FILE_UPLOAD',
      data: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
    });
  });

  it('refuses a file over 2 MB', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const justOver = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024 - PNG_1X1.length + 1)]);
    const over = await upload(player, imageForm(justOver));
    expect(over.body).toEqual({
      status: false,
      code: 'ERR_FILE_UPLOAD',
      data: 'The image is too large, the maximum is 2 MB',
    });
    const farOver = await upload(player, imageForm(Buffer.alloc(3 * 1024 * 1024, 1)));
    expect(farOver.body).toEqual({
      status: false,
      code: 'ERR_FILE_UPLOAD',
      data: 'The image is too large, the maximum is 2 MB',
    });
  });

  it('refuses a form without a file and an upload without a signed session', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const form = new FormData();
    form.append('other', 'x');
    expect((await upload(player, form)).body).toMatchObject({
      code: 'ERR_FILE_UPLOAD',
      data: 'Please choose an image to upload',
    });
    const stranger = { token: 'x'.repeat(43), secret: 'y'.repeat(43) };
    const anonymous = await signedCall(app, stranger, calls.ossUpload, imageForm(PNG_1X1));
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an image whose header only pretends to be one', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const headerOnly = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
    expect((await upload(player, imageForm(headerOnly, 'a.jpg', 'image/jpeg'))).body).toEqual({
      status: false,
      code: 'ERR_FILE_UPLOAD',
      data: 'The upload could not be read',
    });
  });

  it('refuses a small file that declares a huge image (a pixel bomb)', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    // A valid PNG of 1x1 whose header is rewritten to declare 100000x100000 pixels.
    const bomb = Buffer.from(PNG_1X1);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const result = await upload(player, imageForm(bomb));
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual({
      status: false,
      code: 'ERR_FILE_UPLOAD',
      data: 'The image is too large, the maximum is 8192 pixels a side',
    });
    // A large but sane photo passes.
    const photo = await upload(player, imageForm(await makeImage('jpeg', 4000, 3000)));
    expect(photo.body.status).toBe(true);
  });

  it('sets an own upload as avatar, re-encoded small, serves it publicly, refuses another player’s key', async () => {
    const a = await signIn(app, { kycStatus: 'basic_account' });
    const b = await signIn(app, { kycStatus: 'basic_account' });
    const mine = await upload(a, imageForm(await makeImage('png', 1200, 900)));
    const theirs = await upload(b, imageForm(PNG_1X1));
    const myKey = mine.body.status ? mine.body.data.object_key : '';
    const theirKey = theirs.body.status ? theirs.body.data.object_key : '';

    // Not served before it is public.
    expect((await app.inject({ method: 'GET', url: `/uploads/${myKey}` })).statusCode).toBe(404);

    const stolen = await signedCall(app, a, calls.detailUpdate, { avatar: theirKey });
    expect(stolen.body).toEqual({
      status: false,
      code: 'ERR_BUSINESS',
      data: 'Unknown image, please upload it first',
    });
    expect((await signedCall(app, a, calls.detailUpdate, { avatar: myKey })).body.status).toBe(
      true,
    );
    const profile = await signedCall(app, a, calls.memberDetail);
    const avatar = profile.body.status ? profile.body.data.avatar : '';
    expect(avatar).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);

    const served = await app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const shown = await sharp(served.rawPayload).metadata();
    expect([shown.format, shown.width, shown.height]).toEqual(['webp', 256, 256]);
    // The original stays private.
    expect((await app.inject({ method: 'GET', url: `/uploads/${myKey}` })).statusCode).toBe(404);
  });

  it('serves a private upload only through an unexpired signed link', async () => {
    const player = await signIn(app, { kycStatus: 'basic_account' });
    const result = await upload(player, imageForm(PNG_1X1));
    const key = result.body.status ? result.body.data.object_key : '';
    const link = signedUploadUrl(AUTH_SECRET, key, Date.now() + 60_000);
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    const expired = signedUploadUrl(AUTH_SECRET, key, Date.now() - 1);
    expect((await app.inject({ method: 'GET', url: expired })).statusCode).toBe(404);
    const forged = signedUploadUrl('another-secret-0123456789abcdefghij', key, Date.now() + 60_000);
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/uploads/..%2Fauth-secret' })).statusCode).toBe(
      404,
    );
  });
});
