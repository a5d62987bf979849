import type { RandomInt } from '../random.ts';

/** A seeded source for reproducible simulations (sfc32): never used to play for money. */
export function seededRandomInt(seed: number): RandomInt {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i += 1) next();
  // 53 random bits, so ranges up to 2^32 stay uniform.
  return (max) =>
    Math.floor((((next() >>> 5) * 67108864 + (next() >>> 6)) / 9007199254740992) * max);
}
