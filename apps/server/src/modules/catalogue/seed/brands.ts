/** Per-brand home content: the default brand 'h5' and each brand tag get their own look. */
import { BRAND_TAGS, DEFAULT_BRAND } from '@pisoplay/contract';

/** The brand rows behind the partner index pages (GET /member/index/partner/…). */
export const PARTNER_INDEX_BRANDS = {
  wallet: 'partner-wallet',
  miniapp: 'partner-miniapp',
} as const;

export type SeedBrand = { brand: string; name: string; accent: string; handle: string };

export const SEED_BRANDS: SeedBrand[] = [
  { brand: DEFAULT_BRAND, name: 'PisoPlay', accent: '#F5A300', handle: 'pisoplay.ph' },
  { brand: BRAND_TAGS[0], name: 'PisoPlay Luzon', accent: '#1E6FD9', handle: 'pisoplay.luzon' },
  { brand: BRAND_TAGS[1], name: 'PisoPlay Visayas', accent: '#00A38C', handle: 'pisoplay.visayas' },
  {
    brand: BRAND_TAGS[2],
    name: 'PisoPlay Mindanao',
    accent: '#E0562F',
    handle: 'pisoplay.mindanao',
  },
  // The index pages of the two partner entries (docs/partners.md): not host-name brands.
  {
    brand: PARTNER_INDEX_BRANDS.wallet,
    name: 'PisoPlay Wallet',
    accent: '#6D28D9',
    handle: 'pisoplay.ph',
  },
  {
    brand: PARTNER_INDEX_BRANDS.miniapp,
    name: 'PisoPlay Shop',
    accent: '#DB2777',
    handle: 'pisoplay.ph',
  },
];

export const HOME_VERSION = '2025.11.01';

export type SeedLink = {
  kind: 'media' | 'bottom';
  name: string;
  url: string;
  link_h5: string;
};

/** Follow Us links, then the Responsible Gaming logos with the regulator's site. */
export function seedLinks(brand: SeedBrand): SeedLink[] {
  const social = (name: string, site: string): SeedLink => ({
    kind: 'media',
    name,
    url: `social/${name}.svg`,
    link_h5: `${site}${brand.handle}`,
  });
  return [
    social('facebook', 'https://www.facebook.com/'),
    social('instagram', 'https://www.instagram.com/'),
    social('youtube', 'https://www.youtube.com/@'),
    social('telegram', 'https://t.me/'),
    social('tiktok', 'https://www.tiktok.com/@'),
    {
      kind: 'bottom',
      name: 'regulator',
      url: 'rg/regulator.svg',
      link_h5: 'https://www.pagcor.ph/',
    },
    { kind: 'bottom', name: 'age-21', url: 'rg/age-21.svg', link_h5: '/terms-of-use' },
    {
      kind: 'bottom',
      name: 'responsible-gaming',
      url: 'rg/responsible-gaming.svg',
      link_h5: '/docs/faq',
    },
  ];
}

export type SeedBanner = {
  id: number;
  brand: string;
  type: 1 | 2;
  link: string;
  headline: string;
  subline: string;
  back_color: string;
  sorting: number;
};

// The mystery box leads; the others say what is real today (spec 2.11: a banner to anything but
// the mystery box, daily wins and VIP shows 'Coming soon').
const BANNER_COPY: { type: 1 | 2; link: string; headline: string; subline: string }[] = [
  {
    type: 1,
    link: '/blind-box',
    headline: 'Mystery Box Bonus',
    subline: 'A box on your first deposit of the day',
  },
  {
    type: 1,
    link: '/s-vip',
    headline: 'VIP Levels',
    subline: 'Bronze to Diamond: level up for bonuses',
  },
  {
    type: 1,
    link: '/welfare/betting-rank',
    headline: 'Daily Slot Ranking',
    subline: 'Coming soon',
  },
  {
    type: 1,
    link: '/invite',
    headline: 'Invite & Earn',
    subline: 'Coming soon',
  },
  {
    type: 2,
    link: '/s-vip',
    headline: 'VIP Levels',
    subline: 'Bronze to Diamond: level up for bonuses',
  },
];

/**
 * Five banners per brand: four for the carousel, one promotion strip. The image draws the brand's
 * name and colour, so each variant is visibly its own. Ids are fixed.
 */
export function seedBanners(): SeedBanner[] {
  return SEED_BRANDS.flatMap((brand, b) =>
    BANNER_COPY.map((copy, i) => ({
      id: b * 10 + i + 1,
      brand: brand.brand,
      ...copy,
      back_color: brand.accent,
      sorting: i + 1,
    })),
  );
}
