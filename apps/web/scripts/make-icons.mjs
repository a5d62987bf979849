// Draws the installable app's icons (PNG) from one SVG mark: 192 and 512 px, a maskable 512 px
// whose mark stays inside the safe circle (80 %), and the 180 px Apple touch icon. Run after
// changing the mark: `node apps/web/scripts/make-icons.mjs`; the PNGs are committed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');

/** The coin mark of favicon.svg on the app's ink background; `inset` shrinks it for maskable. */
const mark = (size, { rounded, inset }) => {
  const r = (size / 2) * inset * 0.62;
  const c = size / 2;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffdc7a"/><stop offset="1" stop-color="#c4860f"/></linearGradient>
<radialGradient id="bg" cx="0.5" cy="0.3" r="0.8"><stop offset="0" stop-color="#2a2170"/><stop offset="1" stop-color="#0b0925"/></radialGradient></defs>
<rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="url(#bg)"/>
<circle cx="${c}" cy="${c}" r="${r}" fill="url(#g)"/>
<circle cx="${c}" cy="${c}" r="${r * 0.84}" fill="none" stroke="#16123c" stroke-opacity="0.25" stroke-width="${r * 0.05}"/>
<text x="${c}" y="${c + r * 0.42}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="900" font-size="${r * 1.2}" fill="#16123c">₱</text>
</svg>`);
};

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 1 },
  { file: 'maskable-512.png', size: 512, rounded: false, inset: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 1 },
];
for (const icon of icons) {
  await sharp(mark(icon.size, icon)).png({ compressionLevel: 9 }).toFile(path.join(out, icon.file));
  console.log(`wrote ${icon.file}`);
}
