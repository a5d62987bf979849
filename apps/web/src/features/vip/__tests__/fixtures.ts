import { VIP_TIERS, type VipLevel, type VipStatus, type VipTier } from '@pisoplay/contract';

/** The seeded table (issue 25): 15 levels, three a tier. */
const XP = [
  0, 1_000, 3_000, 8_000, 15_000, 25_000, 50_000, 80_000, 120_000, 200_000, 300_000, 450_000,
  700_000, 1_000_000, 1_500_000,
];
const UPGRADE = [0, 10, 20, 50, 80, 120, 200, 300, 400, 800, 1200, 1600, 3000, 5000, 8000];
const BIRTHDAY = [0, 20, 30, 50, 50, 50, 150, 150, 150, 500, 500, 500, 2000, 2000, 2000];

export const LEVELS: VipLevel[] = XP.map((xp, i) => ({
  level: i + 1,
  ty: Math.floor(i / 3) + 1,
  xp,
  upgrade: `${UPGRADE[i]}.00`,
  birthday: `${BIRTHDAY[i]}.00`,
  multiple: 10,
  img: `vip/level-${i + 1}.svg`,
}));

export const RULE: VipTier[] = VIP_TIERS.map((name, i) => ({
  ty: i + 1,
  name,
  levels: LEVELS.filter((level) => level.ty === i + 1),
}));

/** A status as the server computes it for `xp`. */
export function statusAt(xp: number, patch: Partial<VipStatus> = {}): VipStatus {
  const current = [...LEVELS].reverse().find((level) => level.xp <= xp)!;
  const next = LEVELS.find((level) => level.level === current.level + 1) ?? null;
  return {
    xp,
    level: current.level,
    tier: VIP_TIERS[current.ty - 1]!,
    current,
    next,
    xp_to_next: next ? next.xp - xp : null,
    progress_percent: next ? Math.floor(((xp - current.xp) / (next.xp - current.xp)) * 100) : 100,
    bonuses: [],
    ...patch,
  };
}
