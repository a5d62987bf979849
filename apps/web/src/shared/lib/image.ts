import { env } from '@/shared/config/env';

const ABSOLUTE = /^(https?:|data:|blob:|\/)/i;

/**
 * Address of an image. The server stores paths relative to the image host
 * ('games/slot-001.svg'); absolute addresses and root paths are kept as they are.
 */
export function imageUrl(path: string | null | undefined, base: string = env.imageBaseUrl): string {
  if (!path) return '';
  if (ABSOLUTE.test(path)) return path;
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return prefix + path.replace(/^\.?\/+/, '');
}
