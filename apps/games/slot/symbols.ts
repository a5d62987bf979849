/** The slot's symbols as small SVG drawings (no image files, no emoji fonts needed). */
const T = (text: string, fill: string, stroke: string, size = 40) =>
  `<text x="32" y="${32 + size * 0.36}" font-size="${size}" font-weight="900" text-anchor="middle" fill="${fill}" stroke="${stroke}" stroke-width="2" font-family="system-ui,sans-serif">${text}</text>`;
const star = (r1: number, r2: number) => {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 ? r2 : r1;
    const a = (Math.PI * i) / 5 - Math.PI / 2;
    points.push(`${(32 + r * Math.cos(a)).toFixed(1)} ${(32 + r * Math.sin(a)).toFixed(1)}`);
  }
  return `M${points.join('L')}Z`;
};

/** Each symbol's drawing, by its code; its name is in copy.ts (SLOT_COPY.symbols). */
export const SYMBOL_ART: Record<string, { svg: string }> = {
  wild: {
    svg: `<circle cx="32" cy="32" r="28" fill="#7b1fa2" stroke="#ffd54f" stroke-width="4"/>${T('WILD', '#ffd54f', '#4a0072', 17)}`,
  },
  seven: { svg: T('7', '#e53935', '#7f0000', 54) },
  diamond: {
    svg: `<path d="M10 24L21 10H43L54 24L32 56Z" fill="#29b6f6" stroke="#01579b" stroke-width="3"/><path d="M10 24H54M21 10L32 56L43 10" stroke="#01579b" stroke-width="2" fill="none"/>`,
  },
  bell: {
    svg: `<path d="M12 46Q14 12 32 12Q50 12 52 46Z" fill="#ffc107" stroke="#e65100" stroke-width="3"/><circle cx="32" cy="50" r="6" fill="#e65100"/>`,
  },
  star: {
    svg: `<path d="${star(27, 11)}" fill="#ffd54f" stroke="#f57f17" stroke-width="3"/>`,
  },
  cherry: {
    svg: `<path d="M22 40Q26 16 40 10M44 44Q42 24 40 10" stroke="#2e7d32" stroke-width="4" fill="none"/><circle cx="21" cy="44" r="11" fill="#d32f2f"/><circle cx="44" cy="46" r="11" fill="#b71c1c"/>`,
  },
  coin: {
    svg: `<circle cx="32" cy="32" r="27" fill="#ffca28" stroke="#b8860b" stroke-width="5"/>${T('₱', '#8d5b00', '#8d5b00', 32)}`,
  },
};

/** A symbol's drawing; its name is told by what holds it (a landed reel cell, a paytable row). */
export const symbolSvg = (name: string) =>
  `<svg viewBox="0 0 64 64" aria-hidden="true">${SYMBOL_ART[name]?.svg ?? ''}</svg>`;
