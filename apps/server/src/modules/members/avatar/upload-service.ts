import { randomBytes } from 'node:crypto';
import { AppError } from '@pisoplay/contract';
import type { MembersContext } from '../context.ts';
import { MESSAGES } from '../messages.ts';
import { UPLOADS_PER_DAY, UPLOAD_MAX_BYTES } from '../rules.ts';
import { detectImage } from './image-type.ts';
import { UPLOAD_KEY, uploadUrl, validUploadLink } from './upload-urls.ts';
import { countUploadsSince, findUpload, insertUpload } from './uploads-queries.ts';
import type { StoredObject } from '../../../providers/storage/index.ts';

const uploadError = (message: string) => new AppError('ERR_FILE_UPLOAD', message);

/** Player uploads: images only (by magic bytes), at most 2 MB, kept in the object storage. */
export function createUploadService(ctx: MembersContext) {
  return {
    /** Reads the 'file' part of a multipart body and stores it; returns its key and address. */
    async upload(
      uid: number,
      body: Buffer,
      contentType: string,
    ): Promise<{ object_key: string; url: string }> {
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

      const now = ctx.clock.now();
      if ((await countUploadsSince(ctx.db, uid, now - 24 * 3600_000)) >= UPLOADS_PER_DAY) {
        throw uploadError(MESSAGES.uploadLimit);
      }
      const key = `${randomBytes(16).toString('hex')}.${kind.ext}`;
      await ctx.storage.put(key, bytes, kind.contentType);
      await insertUpload(ctx.db, {
        key,
        uid,
        contentType: kind.contentType,
        size: bytes.length,
        now,
      });
      return { object_key: key, url: uploadUrl(key) };
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
