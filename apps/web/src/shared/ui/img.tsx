import { useState, type ImgHTMLAttributes } from 'react';
import { imageUrl } from '@/shared/lib/image';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** A server path ('games/slot-001.svg') or an absolute address. */
  src: string | null | undefined;
  /** Shown when the image fails to load; without it the image is hidden. */
  fallbackSrc?: string;
};

/** An image from the image host, lazy by default, with a fallback when it fails. */
export function Img({ src, fallbackSrc, alt = '', loading = 'lazy', ...props }: ImgProps) {
  const url = imageUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl === url || !url;
  if (failed && !fallbackSrc) return null;
  return (
    <img
      {...props}
      alt={alt}
      loading={loading}
      decoding="async"
      src={failed ? fallbackSrc : url}
      onError={() => setFailedUrl(url)}
    />
  );
}
