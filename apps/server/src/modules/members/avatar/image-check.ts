import { AVATAR_SIZE, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../rules.ts';
import type { ImageKind } from '../../../platform/uploads/image-type.ts';

export type ImageSize = { width: number; height: number };

/** sharp (libvips) is loaded on first use: the server does not need it before an upload. */
const loadSharp = async () => (await import('sharp')).default;

/**
 * The dimensions the image's header declares (nothing is decoded), or null when the header
 * cannot be read as the detected kind.
 */
export async function readImageSize(bytes: Buffer): Promise<ImageSize | null> {
  const sharp = await loadSharp();
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

export const withinImageLimits = ({ width, height }: ImageSize) =>
  width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;

/**
 * Re-encodes an image as a square WebP avatar of AVATAR_SIZE (first frame, centre crop). What
 * players see is then always a small image we made, with no metadata of the original (such as
 * a photo's location).
 */
export async function toAvatar(bytes: Buffer): Promise<{ body: Buffer; kind: ImageKind }> {
  const sharp = await loadSharp();
  const body = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
  return { body, kind: { ext: 'webp', contentType: 'image/webp' } };
}
