/**
 * An image the catalogue stores as a path on the image host ('banners/3-ab12.svg'): the server
 * serves every such image under /img/ as well. An https:// address or an absolute path stays.
 */
export function imageUrl(path: string): string {
  if (/^(https:\/\/|\/)/i.test(path)) return path;
  return `/img/${path.replace(/^\.?\/+/, '')}`;
}
