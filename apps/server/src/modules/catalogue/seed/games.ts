/**
 * Deterministic demo catalogue: invented providers and games with plausible names. The same
 * seed number always yields the same rows, so ids, codes and images are stable across machines.
 */
import { GAME_TYPES } from '@pisoplay/contract';
import type { Game, GameTypeCode } from '@pisoplay/contract';
import { builtinRtp } from '../../../providers/games/builtin/provider.ts';

export type SeedPlatform = {
  id: number;
  venue_id: number;
  name: string;
  prefix: string;
  sorting: number;
  /** How many games of each type the provider offers. */
  games: Partial<Record<GameTypeCode, number>>;
};

/**
 * A game row as seeded: the contract's Game without what the database fills in (platform join,
 * audit fields), with rtp as exact decimal text for the numeric column.
 */
export type SeedGame = Omit<
  Game,
  'platform_name' | 'venue_id' | 'rtp' | 'updated_at' | 'updated_name' | 'updated_uid'
> & { rtp: string };

const { live, fishing, slot, table } = GAME_TYPES;

const platform = (
  id: number,
  venue_id: number,
  name: string,
  prefix: string,
  games: SeedPlatform['games'],
): SeedPlatform => ({ id, venue_id, name, prefix, sorting: 105 - id * 5, games });

// Venue ids are the providers' own numbering, deliberately unlike our platform ids.
export const SEED_PLATFORMS: SeedPlatform[] = [
  platform(1, 201, 'Bituin Gaming', 'btn', { [slot]: 60, [fishing]: 12, [table]: 10 }),
  platform(2, 305, 'Perlas Play', 'prl', { [slot]: 50, [fishing]: 10 }),
  platform(3, 412, 'Manila Live Studio', 'mls', { [live]: 40, [table]: 8 }),
  platform(4, 518, 'Kalayaan Slots', 'kal', { [slot]: 55 }),
  platform(5, 623, 'Tala Interactive', 'tla', { [slot]: 50, [table]: 16 }),
  platform(6, 734, 'Lucky Carabao Live', 'lcl', { [live]: 24 }),
  platform(7, 845, 'Dagat Arcade', 'dgt', { [fishing]: 20, [slot]: 25, [table]: 10 }),
  platform(8, 956, 'Bayanihan Tables', 'byn', { [table]: 20, [slot]: 14 }),
  platform(9, 1067, 'Palaro Arcade', 'plr', { [fishing]: 18 }),
  platform(10, 1178, 'Pinoy Spin', 'pns', { [slot]: 20 }),
];

type Word = readonly [en: string, zh: string];

/** Word lists are written as 'English:中文' pairs separated by '|' or line breaks. */
const words = (text: string): Word[] =>
  text
    .split(/[|\n]/)
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => item.split(':') as unknown as Word);

const SLOT_FIRST = words(`
  Golden:黄金 | Lucky:幸运 | Mighty:强大 | Royal:皇家 | Wild:狂野 | Fortune:财富 | Jade:翡翠
  Crimson:赤红 | Sacred:神圣 | Blazing:烈焰 | Sunny:阳光 | Mystic:神秘 | Diamond:钻石 | Emerald:翠绿
  Thunder:雷霆 | Island:海岛 | Tropical:热带 | Neon:霓虹 | Lunar:月亮 | Jolly:欢乐 | Super:超级
  Grand:至尊 | Silver:白银 | Ruby:红宝石 | Magic:魔法 | Ancient:远古
`);
const SLOT_SECOND = words(`
  Carabao:水牛 | Jeepney:吉普尼 | Dragon:龙 | Tiger:虎 | Phoenix:凤凰 | Pearl:珍珠 | Mango:芒果
  Volcano:火山 | Fiesta:嘉年华 | Treasure:宝藏 | Koi:锦鲤 | Temple:神殿 | Galleon:大帆船
  Sampaguita:茉莉花 | Eagle:雄鹰 | Panda:熊猫 | Lantern:灯笼 | Coins:金币 | Empire:帝国
  Pirates:海盗 | Queen's Court:女王宫廷 | Monkey:猴子 | Parrot:鹦鹉 | Typhoon:台风 | Reef:珊瑚礁 | Bamboo:竹林
  Gems:宝石 | Fruits:水果 | Sevens:七七 | Festival:节日
`);
const SLOT_SUFFIX = words(`
  Deluxe:豪华版 | Rush:冲刺 | Link:连线 | Hold & Win:锁定赢 | Max:极限 | 2:2
`);

// Every live and table title is punto banco baccarat: what the built-in provider deals.
const LIVE_GAMES = words(`
  Baccarat:百家乐 | Punto Banco:庄闲 | Mini Baccarat:迷你百家乐 | Classic Baccarat:经典百家乐
  Baccarat Gold:黄金百家乐 | Baccarat Royale:皇家百家乐 | Baccarat Prestige:尊贵百家乐
  Baccarat Deluxe:豪华百家乐 | Grand Baccarat:至尊百家乐 | Pearl Baccarat:珍珠百家乐
  Jade Baccarat:翡翠百家乐 | Imperial Baccarat:帝王百家乐 | Lotus Baccarat:莲花百家乐
`);
const LIVE_ROOMS = words(`
  Makati:马卡蒂 | Cebu:宿务 | Davao:达沃 | Manila Bay:马尼拉湾 | VIP:贵宾 | Salon:沙龙 | Baguio:碧瑶
  Boracay:长滩岛
`);

const FISHING_FIRST = words(`
  Mega:超级 | Royal:皇家 | Golden:黄金 | Deep Sea:深海 | Coral:珊瑚 | Happy:快乐 | Lucky:幸运
  Dragon:龙王 | Boom:爆炸 | Typhoon:台风
`);
// The fishing titles are the crash game themed as a catch: the multiplier climbs as the line is
// reeled in, until it snaps; the player cashes out before it does.
const FISHING_SECOND = words(`
  Reel Rush:收线冲刺 | Line Snap:断线 | Catch Multiplier:渔获倍数 | Reel Crash:收线飞升
  Tide Rush:潮汐冲刺 | Cast & Cash Out:抛竿收钱 | Big Catch Rush:大鱼冲刺 | Hook Rush:鱼钩冲刺
`);

const TABLE_GAMES = words(`
  Baccarat:百家乐 | Punto Banco:庄闲 | Mini Baccarat:迷你百家乐 | Baccarat Jade:翡翠百家乐
  Baccarat Perlas:珍珠百家乐 | Baccarat Sampaguita:茉莉百家乐 | Baccarat Dragon:龙百家乐
  Baccarat Phoenix:凤凰百家乐 | Baccarat Tiger:虎百家乐 | Baccarat Koi:锦鲤百家乐
  Baccarat Emperor:帝王百家乐 | Baccarat Fortune:财富百家乐 | Baccarat Lucky:幸运百家乐
  Baccarat Golden:金百家乐 | Baccarat Silver:银百家乐 | Baccarat Ruby:红宝石百家乐
  Baccarat Pearl:明珠百家乐
`);
const TABLE_VARIANTS = words(`
  Classic:经典 | Pro:专业 | Turbo:极速 | Go:快玩 | Royale:皇家 | Club:俱乐部 | Fiesta:嘉年华
`);

/** mulberry32: small, fast and deterministic; quality is plenty for demo data. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T =>
  list[Math.floor(rand() * list.length)] as T;

function nameFor(type: GameTypeCode, rand: () => number): Word {
  const join = (...words: Word[]): Word => [
    words.map((w) => w[0]).join(' '),
    words.map((w) => w[1]).join(''),
  ];
  switch (type) {
    case live:
      return join(pick(rand, LIVE_GAMES), pick(rand, LIVE_ROOMS));
    case fishing:
      return join(pick(rand, FISHING_FIRST), pick(rand, FISHING_SECOND));
    case table:
      return join(pick(rand, TABLE_GAMES), pick(rand, TABLE_VARIANTS));
    default: {
      const base = join(pick(rand, SLOT_FIRST), pick(rand, SLOT_SECOND));
      return rand() < 0.3 ? join(base, pick(rand, SLOT_SUFFIX)) : base;
    }
  }
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const DAY_MS = 86_400_000;
const OLD_FROM = Date.UTC(2023, 0, 1);
const NEW_FROM = Date.UTC(2025, 9, 1);

/** Builds every seed game, provider by provider, type by type, in a fixed order. */
export function seedGames(seed = 20240611): SeedGame[] {
  const rand = prng(seed);
  const names = new Set<string>();
  const games: SeedGame[] = [];
  for (const platform of SEED_PLATFORMS) {
    let n = 0;
    for (const [typeKey, count] of Object.entries(platform.games)) {
      const type = Number(typeKey) as GameTypeCode;
      for (let i = 0; i < (count ?? 0); i += 1) {
        let name = nameFor(type, rand);
        // Word lists are far larger than any provider's share, so this ends quickly.
        while (names.has(name[0])) name = nameFor(type, rand);
        names.add(name[0]);
        n += 1;
        const isHot = rand() < 0.15;
        const isNew = rand() < 0.1;
        const code = `${platform.prefix}_${slug(name[0])}`;
        const createdFrom = isNew ? NEW_FROM : OLD_FROM;
        const spanDays = isNew ? 45 : 900;
        games.push({
          id: games.length + 1,
          code,
          game_id: String(platform.venue_id * 1000 + n),
          game_type: type,
          en_name: name[0],
          zh_name: name[1],
          img: `games/${code}.svg`,
          is_hot: isHot ? 1 : 0,
          is_new: isNew ? 1 : 0,
          maintained: rand() < 0.03 ? 1 : 0,
          online: rand() < 0.02 ? 0 : 1,
          platform_id: platform.id,
          // What its engine returns: one source, the built-in provider's (docs/builtin-games.md).
          rtp: builtinRtp(type, code).toFixed(2),
          // Hot games are the popular ones, so they lead the 'Popular' order.
          sorting: 100 + Math.floor(rand() * 9000) + (isHot ? 3000 : 0),
          created_at: new Date(createdFrom + Math.floor(rand() * spanDays) * DAY_MS).toISOString(),
        });
      }
    }
  }
  return games;
}
