/** Which install instructions fit this browser. */
export type InstallPlatform = 'ios-safari' | 'ios-other' | 'android' | 'other';

export function installPlatform(userAgent: string): InstallPlatform {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || /Macintosh.*Mobile/.test(userAgent);
  if (ios) return /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent) ? 'ios-other' : 'ios-safari';
  if (/Android/.test(userAgent)) return 'android';
  return 'other';
}
