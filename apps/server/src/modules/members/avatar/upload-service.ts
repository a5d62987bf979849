import { randomBytes } from 'node:crypto';
import { AppError } from '@pisoplay/contract';
import type { MembersContext } from '../context.ts';
import { MESSAGES } from '../messages.ts';
import { SCOPES, UPLOADS_PER_DAY, UPLOAD_MAX_BYTES } from '../rules.ts';
import { forgetAttempt, takeAttempt } from '../../../platform/throttle/throttle-queries.ts';
import { readImageSize, toAvatar, withinImageLimits } from './image-check.ts';
import { detectImage } from '../../../platform/uploads/image-type.ts';
import type { ImageKind } from '../../../platform/uploads/image-type.ts';
import { UPLOAD_KEY, uploadUrl, validUploadLink } from '../../../platform/uploads/upload-urls.ts';
import { findUpload, insertUpload } from '../../../platform/uploads/uploads-queries.ts';
import type { StoredObject } from '../../../providers/storage/index.ts';

const uploadError = (message: string) => new AppError('ERR_FILE_UPLOAD', message);

/**
 * Player uploads: images only (by magic bytes and a readable header), at most 2 MB and
 * MAX_IMAGE_SIDE pixels a side, kept in the object storage.
 */
export function createUploadService(ctx: MembersContext) {
  async function store(uid: number, bytes: Buffer, kind: ImageKind): Promise<string> {
    const key = `${randomBytes(16).toString('hex')}.${kind.ext}`;
    await ctx.storage.put(key, bytes, kind.contentType);
    await insertUpload(ctx.db, {
      key,
      uid,
      contentType: kind.contentType,
      size: bytes.length,
      now: ctx.clock.now(),
    });
    return key;
  }

  /** Reads the 'file' part of a multipart body and checks it is an image we accept. */
  async function readImage(body: Buffer, contentType: string) {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    })
      .formData()
      .catch(() => {
        throw uploadError(MESSAGES.uploadUnreadable);
      });
    const file = form.get('file');
    if (!file || typeof file === 'string') throw uploadError(MESSAGES.uploadMissing);
    if (file.size === 0) throw uploadError(MESSAGES.uploadEmpty);
    if (file.size > UPLOAD_MAX_BYTES) throw uploadError(MESSAGES.uploadTooLarge);
    const bytes = Buffer.from(await file.arrayBuffer());
    const kind = detectImage(bytes);
    if (!kind) throw uploadError(MESSAGES.uploadNotImage);
    const size = await readImageSize(bytes);
    if (!size) throw uploadError(MESSAGES.uploadUnreadable);
    if (!withinImageLimits(size)) throw uploadError(MESSAGES.uploadTooManyPixels);
    return { bytes, kind };
  }

  return {
    /**
     * Stores an uploaded image; returns its key and address. The day's upload count is taken
     * first, so concurrent uploads cannot pass it, and given back when the file is refused.
     */
    async upload(
      uid: number,
      body: Buffer,
      contentType: string,
    ): Promise<{ object_key: string; url: string }> {
      const attempt = await takeAttempt(
        ctx.db,
        SCOPES.uploads,
        String(uid),
        UPLOADS_PER_DAY,
        ctx.clock.now(),
      );
      if (!attempt.allowed) throw uploadError(MESSAGES.uploadLimit);
      try {
        const { bytes, kind } = await readImage(body, contentType);
        const key = await store(uid, bytes, kind);
        return { object_key: key, url: uploadUrl(key) };
      } catch (error) {
        await forgetAttempt(ctx.db, SCOPES.uploads, String(uid));
        throw error;
      }
    },

    /**
     * Makes the avatar of one of the player's uploads: a new, small re-encoded copy, whose key
     * is returned. Null when the key is not an upload of this player.
     */
    async avatarFrom(uid: number, key: string): Promise<string | null> {
      const row = UPLOAD_KEY.test(key) ? await findUpload(ctx.db, key) : null;
      if (!row || row.uid !== uid) return null;
      const original = await ctx.storage.get(key);
      if (!original) return null;
      const avatar = await toAvatar(Buffer.from(original.body)).catch(() => {
        throw uploadError(MESSAGES.uploadUnreadable);
      });
      return store(uid, avatar.body, avatar.kind);
    },

    /**
     * An upload to serve: a public one to anyone, a private one only with a valid signed link.
     * Null when there is no such object or it may not be shown.
     */
    async read(
      key: string,
      link: { exp?: string; sig?: string },
    ): Promise<(StoredObject & { isPublic: boolean }) | null> {
      if (!UPLOAD_KEY.test(key)) return null;
      const row = await findUpload(ctx.db, key);
      if (!row) return null;
      const allowed =
        row.is_public || validUploadLink(ctx.secret, key, link.exp, link.sig, ctx.clock.now());
      if (!allowed) return null;
      const stored = await ctx.storage.get(key);
      return (
        stored && { body: stored.body, contentType: row.content_type, isPublic: row.is_public }
      );
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
