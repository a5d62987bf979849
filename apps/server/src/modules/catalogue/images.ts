import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { vipLevels } from '../members/index.ts';
import { findBanners, findBrand, findGameByCode, findPlatform } from './queries.ts';
import {
  bannerSvg,
  brandLogoSvg,
  paymentSvg,
  pointsBonusSvg,
  platformSvg,
  rgSvg,
  socialSvg,
  vipBadgeSvg,
  voucherSvg,
} from './seed/art.ts';
import { gameSvg } from './seed/game-art.ts';

export type Image = { body: string; etag: string };

type Source = { pattern: RegExp; draw: (db: Queryable, key: string) => Promise<string | null> };

// The paths the database stores, relative to the image base. Anything else is unknown.
const SOURCES: Source[] = [
  {
    pattern: /^games\/([a-z0-9_]{1,64})\.svg$/,
    draw: async (db, code) => {
      const game = await findGameByCode(db, code);
      return game && gameSvg(game);
    },
  },
  {
    pattern: /^platforms\/(\d{1,9})\.svg$/,
    draw: async (db, id) => {
      const platform = await findPlatform(db, Number(id));
      return platform && platformSvg(platform);
    },
  },
  {
    // A banner an operator saved carries a version of what is drawn (`bannerImagePath`).
    pattern: /^banners\/(\d{1,9})(?:-[0-9a-f]{8})?\.svg$/,
    draw: async (db, id) => {
      const [banner] = await findBanners(db, { id: Number(id) });
      return banner ? bannerSvg(banner) : null;
    },
  },
  {
    pattern: /^brand\/logo-([a-z0-9_-]{1,20})\.svg$/,
    draw: async (db, brand) => {
      const row = await findBrand(db, brand);
      return row && brandLogoSvg(row);
    },
  },
  { pattern: /^social\/([a-z]{1,20})\.svg$/, draw: async (_db, name) => socialSvg(name) },
  { pattern: /^rg\/([a-z0-9-]{1,30})\.svg$/, draw: async (_db, name) => rgSvg(name) },
  { pattern: /^payments\/([a-z0-9-]{1,30})\.svg$/, draw: async (_db, name) => paymentSvg(name) },
  // The shopping app's voucher cards, by their value in pesos (docs/partners.md).
  { pattern: /^shop\/voucher-([1-9]\d{0,5})\.svg$/, draw: async (_db, p) => voucherSvg(Number(p)) },
  // The points shop's bonuses (docs/promotions.md, "Points").
  {
    pattern: /^points\/bonus-([1-9]\d{0,5})\.svg$/,
    draw: async (_db, p) => pointsBonusSvg(Number(p)),
  },
  // The VIP levels' badges, in their tier's colour (docs/vip.md).
  {
    pattern: /^vip\/level-([1-9]\d{0,2})\.svg$/,
    draw: async (db, n) => {
      const level = (await vipLevels(db)).find((l) => l.level === Number(n));
      return level ? vipBadgeSvg(level.level, level.ty) : null;
    },
  },
];

/**
 * A banner's image path: its id and a hash of what the image draws (brand, texts, colour, the
 * call to action the link picks), so a changed banner gets a new address and no browser or
 * server cache keeps showing the old picture.
 */
export function bannerImagePath(
  id: number,
  drawn: { brand: string; headline: string; subline: string; back_color: string; link: string },
): string {
  const version = createHash('sha1')
    .update(
      JSON.stringify([drawn.brand, drawn.headline, drawn.subline, drawn.back_color, drawn.link]),
    )
    .digest('hex')
    .slice(0, 8);
  return `banners/${id}-${version}.svg`;
}

/**
 * Draws images on first request and keeps them in memory; the catalogue is a few hundred
 * pictures, and the bound only guards against a flood of distinct valid-looking paths.
 */
export function createImageStore(db: Queryable, maxEntries = 2000) {
  const cache = new Map<string, Image>();
  return {
    async get(path: string): Promise<Image | null> {
      const hit = cache.get(path);
      if (hit) return hit;
      for (const source of SOURCES) {
        const key = source.pattern.exec(path)?.[1];
        if (key === undefined) continue;
        const body = await source.draw(db, key);
        if (!body) return null;
        const image = {
          body,
          etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
        };
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
        cache.set(path, image);
        return image;
      }
      return null;
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
