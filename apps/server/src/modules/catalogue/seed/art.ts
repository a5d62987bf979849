/**
 * Generated artwork for the demo catalogue (game tiles: game-art.ts). Pure functions of their input: the same game or
 * banner always draws the same picture, so ETags stay stable and no image files ship.
 */
import { prng } from './games.ts';

export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"`;

export const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

/** FNV-1a: turns a code or id into a seed for the decoration. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Average advance of a bold sans-serif glyph, in ems; errs wide so text stays inside. */
const GLYPH = 0.6;

/** Greedy word wrap by an estimated glyph width; good enough for short game names. */
function wrap(text: string, maxWidth: number, fontSize: number): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * GLYPH)));
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The largest font size at which the text fits in `maxLines` lines of `maxWidth`. */
function fit(text: string, maxWidth: number, maxLines: number, sizes: number[]) {
  for (const size of sizes) {
    const lines = wrap(text, maxWidth, size);
    const longest = Math.max(...lines.map((l) => l.length));
    if (lines.length <= maxLines && longest * size * GLYPH <= maxWidth)
      return { size, lines, fits: true };
  }
  const size = sizes[sizes.length - 1] ?? 16;
  return { size, lines: wrap(text, maxWidth, size).slice(0, maxLines), fits: false };
}

const textLines = (lines: string[], x: number, centreY: number, size: number, attrs: string) => {
  const lineHeight = size * 1.12;
  const top = centreY - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${(top + i * lineHeight).toFixed(1)}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`,
    )
    .join('');
};

function bubbles(seed: number, width: number, height: number, colour: string, count: number) {
  const rand = prng(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const r = 14 + rand() * (height / 3);
    out += `<circle cx="${(rand() * width).toFixed(0)}" cy="${(rand() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="${colour}" opacity="${(0.08 + rand() * 0.16).toFixed(2)}"/>`;
  }
  return out;
}

/** A provider's colour, the same on its logo and on its games' tiles. */
export const platformHue = (id: number) => hash(`platform-${id}`) % 360;

/** A provider's monogram: 'Bituin Gaming' gives 'BG'. */
export const platformInitials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** 240x96 provider logo: monogram and name on a colour drawn from the id. */
export function platformSvg(platform: { id: number; name: string }): string {
  const hue = platformHue(platform.id);
  const initials = platformInitials(platform.name);
  const title = fit(platform.name, 148, 2, [22, 19, 16]);
  return svg(
    240,
    96,
    platform.name,
    `<defs><linearGradient id="p${platform.id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,22%)"/><stop offset="1" stop-color="hsl(${hue},60%,38%)"/></linearGradient></defs>` +
      `<rect width="240" height="96" rx="18" fill="url(#p${platform.id})"/>` +
      `<circle cx="46" cy="48" r="28" fill="hsl(${hue},85%,62%)"/>` +
      `<text x="46" y="56" font-size="22" font-weight="800" text-anchor="middle" fill="#10131A" ${FONT}>${escapeXml(initials)}</text>` +
      textLines(title.lines, 86, 48, title.size, `font-weight="700" fill="#FFFFFF" ${FONT}`),
  );
}

export type BannerArt = {
  id: number;
  headline: string;
  subline: string;
  back_color: string;
  brand_name: string;
  link: string;
};

/** 750x300 carousel banner in the brand's colour, with the brand's name over the headline. */
export function bannerSvg(banner: BannerArt): string {
  const seed = hash(`banner-${banner.id}`);
  const id = `b${seed.toString(36)}`;
  // One line when the headline fits at a banner size, else two smaller ones.
  const single = fit(banner.headline, 450, 1, [52, 46]);
  const headline = single.fits ? single : fit(banner.headline, 450, 2, [44, 38, 32]);
  const lineHeight = headline.size * 1.08;
  const firstBaseline = 72 + headline.size * 0.95;
  const sublineBaseline = firstBaseline + (headline.lines.length - 1) * lineHeight + 40;
  const ctaTop = sublineBaseline + 22;
  // The text block is laid out from the top; centre it vertically as a whole.
  const shift = ((300 - (ctaTop + 46) - 38) / 2).toFixed(1);
  const cta = banner.link.startsWith('/s-game') ? 'Play now' : 'Learn more';
  const coins = [0, 1, 2]
    .map((i) => {
      const cx = 610 + i * 38 - (seed % 20);
      const cy = 196 - i * 50;
      return `<circle cx="${cx}" cy="${cy}" r="44" fill="#FFD54F" stroke="#B8860B" stroke-width="5"/><text x="${cx}" y="${cy + 16}" font-size="44" font-weight="800" text-anchor="middle" fill="#8D5B00" ${FONT}>₱</text>`;
    })
    .join('');
  const lines = headline.lines
    .map(
      (line, i) =>
        `<text x="44" y="${(firstBaseline + i * lineHeight).toFixed(1)}" font-size="${headline.size}" font-weight="800" fill="#FFFFFF" ${FONT}>${escapeXml(line)}</text>`,
    )
    .join('');
  return svg(
    750,
    300,
    `${banner.brand_name}: ${banner.headline}`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${banner.back_color}"/><stop offset="1" stop-color="${shade(banner.back_color, -0.45)}"/></linearGradient></defs>` +
      `<rect width="750" height="300" fill="url(#${id})"/>` +
      bubbles(seed, 750, 300, '#FFFFFF', 7) +
      coins +
      `<g transform="translate(0 ${shift})">` +
      `<text x="44" y="56" font-size="20" font-weight="700" letter-spacing="2" fill="#FFFFFF" opacity="0.85" ${FONT}>${escapeXml(banner.brand_name.toUpperCase())}</text>` +
      lines +
      `<text x="44" y="${sublineBaseline.toFixed(1)}" font-size="24" fill="#FFFFFF" opacity="0.92" ${FONT}>${escapeXml(banner.subline)}</text>` +
      `<rect x="44" y="${ctaTop.toFixed(1)}" width="160" height="46" rx="23" fill="#FFFFFF"/>` +
      `<text x="124" y="${(ctaTop + 30).toFixed(1)}" font-size="20" font-weight="800" text-anchor="middle" fill="${shade(banner.back_color, -0.35)}" ${FONT}>${cta}</text></g>`,
  );
}

/** 320x80 brand logo on its own dark pill, so it reads on light and dark headers alike. */
export function brandLogoSvg(brand: { name: string; accent: string }): string {
  const [first, ...rest] = brand.name.split(' ');
  return svg(
    320,
    80,
    brand.name,
    `<rect width="320" height="80" rx="40" fill="#14161C"/>` +
      `<circle cx="40" cy="40" r="28" fill="${brand.accent}"/>` +
      `<text x="40" y="52" font-size="32" font-weight="800" text-anchor="middle" fill="#14161C" ${FONT}>₱</text>` +
      `<text x="80" y="${rest.length ? 40 : 52}" font-size="30" font-weight="800" fill="#FFFFFF" ${FONT}>${escapeXml(first ?? '')}</text>` +
      (rest.length
        ? `<text x="81" y="64" font-size="17" font-weight="700" letter-spacing="3" fill="${brand.accent}" ${FONT}>${escapeXml(rest.join(' ').toUpperCase())}</text>`
        : ''),
  );
}

// Plain generic glyphs in each network's colour, not the networks' own marks.
const SOCIAL: Record<string, () => string> = {
  facebook: () =>
    `<circle cx="32" cy="32" r="32" fill="#1877F2"/><text x="34" y="46" font-size="40" font-weight="800" text-anchor="middle" fill="#FFFFFF" ${FONT}>f</text>`,
  instagram: () =>
    `<defs><linearGradient id="social-i" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#F9A825"/><stop offset="0.5" stop-color="#E1306C"/><stop offset="1" stop-color="#5B51D8"/></linearGradient></defs><circle cx="32" cy="32" r="32" fill="url(#social-i)"/><rect x="18" y="18" width="28" height="28" rx="8" fill="none" stroke="#FFFFFF" stroke-width="3.5"/><circle cx="32" cy="32" r="6.5" fill="none" stroke="#FFFFFF" stroke-width="3.5"/><circle cx="40.5" cy="23.5" r="2" fill="#FFFFFF"/>`,
  youtube: () =>
    `<circle cx="32" cy="32" r="32" fill="#FF0033"/><rect x="14" y="20" width="36" height="24" rx="7" fill="#FFFFFF"/><path d="M28 25 L39 32 L28 39 Z" fill="#FF0033"/>`,
  telegram: () =>
    `<circle cx="32" cy="32" r="32" fill="#229ED9"/><path d="M15 31 L47 18 L41 47 L31 39 L26 44 L26 36 L41 23 L23 34 Z" fill="#FFFFFF"/>`,
  tiktok: () =>
    `<circle cx="32" cy="32" r="32" fill="#111111"/><path d="M34 15 h6 c1 5 4 8 9 8 v6 c-4 0-7-1-9-3 v13 a10 10 0 1 1-10-10 v6 a4 4 0 1 0 4 4 Z" fill="#FFFFFF"/>`,
};

export function socialSvg(name: string): string | null {
  const draw = SOCIAL[name];
  return draw ? svg(64, 64, name, draw()) : null;
}

const INK = '#9AA0A6';

const RG: Record<string, () => string> = {
  regulator: () =>
    `<path d="M30 8 L52 16 V32 C52 46 42 54 30 58 C18 54 8 46 8 32 V16 Z" fill="none" stroke="${INK}" stroke-width="4"/><path d="M20 33 L28 41 L41 25" fill="none" stroke="${INK}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<text x="64" y="29" font-size="15" font-weight="800" fill="${INK}" ${FONT}>${escapeXml('LICENSED &')}</text><text x="64" y="48" font-size="15" font-weight="800" fill="${INK}" ${FONT}>REGULATED</text>`,
  'age-21': () =>
    `<circle cx="32" cy="32" r="26" fill="none" stroke="${INK}" stroke-width="4"/><text x="32" y="40" font-size="21" font-weight="800" text-anchor="middle" fill="${INK}" ${FONT}>21+</text>` +
    `<text x="66" y="29" font-size="15" font-weight="800" fill="${INK}" ${FONT}>ADULTS</text><text x="66" y="48" font-size="15" font-weight="800" fill="${INK}" ${FONT}>ONLY</text>`,
  'responsible-gaming': () =>
    `<path d="M32 54 C14 42 8 32 8 23 C8 15 14 10 21 10 C26 10 30 13 32 17 C34 13 38 10 43 10 C50 10 56 15 56 23 C56 32 50 42 32 54 Z" fill="none" stroke="${INK}" stroke-width="4"/>` +
    `<text x="66" y="29" font-size="15" font-weight="800" fill="${INK}" ${FONT}>PLAY</text><text x="66" y="48" font-size="15" font-weight="800" fill="${INK}" ${FONT}>RESPONSIBLY</text>`,
};

/** 180x64 Responsible Gaming badge in a neutral grey that reads on light and dark. */
export function rgSvg(name: string): string | null {
  const draw = RG[name];
  return draw ? svg(180, 64, name, draw()) : null;
}

/** Colours of the payment channels' marks (the finance module seeds the channels). */
const PAYMENT_MARKS: Record<string, { label: string; colour: string }> = {
  gcash: { label: 'GCash', colour: '#0A5BD7' },
  maya: { label: 'Maya', colour: '#0B8F5E' },
  grabpay: { label: 'GrabPay', colour: '#00A651' },
  bdo: { label: 'BDO', colour: '#0033A1' },
  bpi: { label: 'BPI', colour: '#B11116' },
  unionbank: { label: 'UnionBank', colour: '#F47A20' },
  voucher: { label: 'Voucher', colour: '#7B3FE4' },
};

/** 120x64 mark of a payment channel: its name on its colour. */
export function paymentSvg(slug: string): string | null {
  const mark = PAYMENT_MARKS[slug];
  if (!mark) return null;
  const size = mark.label.length > 7 ? 18 : 22;
  return svg(
    120,
    64,
    mark.label,
    `<rect width="120" height="64" rx="12" fill="${mark.colour}"/>` +
      `<text x="60" y="40" font-size="${size}" font-weight="800" text-anchor="middle" fill="#fff" ${FONT}>${escapeXml(mark.label)}</text>`,
  );
}

/** Lightens (positive) or darkens (negative) a #RRGGBB colour by a fraction. */
export function shade(hex: string, amount: number): string {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) return hex;
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  const target = amount < 0 ? 0 : 255;
  return `#${channels
    .map((c) => Math.round(c + (target - c) * Math.abs(amount)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** A shopping-app gift voucher card for `pesos` of PisoPlay credit (the mini-app index). */
/** A card worth `pesos`: the shopping app's gift voucher, or a bonus bought with points. */
function valueCardSvg(
  pesos: number,
  card: { title: string; footer: string; from: string; to: string; label: string },
): string {
  const amount = `₱${pesos.toLocaleString('en-US')}`;
  return svg(
    240,
    150,
    `${amount} ${card.label}`,
    `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${card.from}"/><stop offset="1" stop-color="${card.to}"/></linearGradient></defs>` +
      `<rect width="240" height="150" rx="16" fill="url(#v)"/>` +
      `<circle cx="0" cy="75" r="14" fill="#0b0a1f"/><circle cx="240" cy="75" r="14" fill="#0b0a1f"/>` +
      `<text x="24" y="40" font-size="14" font-weight="700" fill="#fde68a" ${FONT}>${card.title}</text>` +
      `<text x="24" y="98" font-size="40" font-weight="900" fill="#fff" ${FONT}>${escapeXml(amount)}</text>` +
      `<text x="24" y="128" font-size="12" fill="#fce7f3" ${FONT}>${escapeXml(card.footer)}</text>`,
  );
}

export const voucherSvg = (pesos: number) =>
  valueCardSvg(pesos, {
    title: 'PisoPlay Gift Voucher',
    footer: 'Redeem in Deposit → Voucher',
    from: '#DB2777',
    to: '#7C3AED',
    label: 'PisoPlay gift voucher',
  });

export const pointsBonusSvg = (pesos: number) =>
  valueCardSvg(pesos, {
    title: 'Points Bonus',
    footer: 'Play through 2x to withdraw',
    from: '#D97706',
    to: '#B91C1C',
    label: 'bonus for points',
  });

/** The VIP tiers' colours, Bronze (1) to Diamond (5). */
const VIP_TIER_COLOURS = ['#B45309', '#94A3B8', '#EAB308', '#64748B', '#38BDF8'];

/** A VIP level's badge (docs/vip.md): a shield in its tier's colour with the level number. */
export function vipBadgeSvg(level: number, ty: number): string {
  const colour = VIP_TIER_COLOURS[ty - 1] ?? VIP_TIER_COLOURS[0]!;
  return svg(
    96,
    96,
    `VIP level ${level}`,
    `<path d="M48 4 88 18v30c0 22-17 38-40 44C25 86 8 70 8 48V18Z" fill="${colour}" stroke="${shade(colour, -0.35)}" stroke-width="4"/>` +
      `<text x="48" y="62" text-anchor="middle" font-size="34" font-weight="900" fill="#fff" ${FONT}>${level}</text>`,
  );
}
