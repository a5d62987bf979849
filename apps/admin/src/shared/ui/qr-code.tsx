import { useEffect, useState } from 'react';

/**
 * A QR code of `text` (an otpauth:// address for an authenticator app), drawn as an SVG image
 * (a data: address, which the CSP's img-src allows). The library loads with the first code.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [source, setSource] = useState('');
  useEffect(() => {
    let active = true;
    import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (active) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => active && setSource(''));
    return () => {
      active = false;
    };
  }, [text]);
  return (
    <div className="flex size-44 items-center justify-center rounded-md bg-white p-2 ring-1 ring-slate-200">
      {source ? (
        <img src={source} alt={label} className="size-40" />
      ) : (
        <span className="text-xs text-slate-600">Drawing the code…</span>
      )}
    </div>
  );
}

/** A secret in groups of four, easier to type ('ABCD EFGH …'). */
export const groupedSecret = (secret: string): string =>
  secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
