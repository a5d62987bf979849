// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuiltinSession, HistoryRound } from '@pisoplay/contract/builtin-games';
import { gameLanguageOf } from './language.ts';

const SLOT_SESSION: BuiltinSession = {
  handle: 'h',
  kind: 'slot',
  nickname: 'Juan',
  balance: 50_000,
  game: { code: 'slot-001', name: 'Golden Piso', colours: [] },
  betSizes: [100, 1_000, 5_000],
  rules: {
    machine: 'Classic',
    rtp: 96,
    paylines: [[1, 1, 1, 1, 1]],
    linePays: {
      wild: [10, 50, 200],
      seven: [5, 20, 100],
      diamond: [4, 10, 50],
      bell: [3, 8, 30],
      star: [2, 5, 20],
      cherry: [1, 3, 10],
    },
    scatterPays: [2, 10, 50],
  },
};

const CRASH_SESSION: BuiltinSession = {
  ...SLOT_SESSION,
  kind: 'crash',
  game: { code: 'fish-001', name: 'Ocean Catch', colours: [] },
  rules: { rtp: 97, growthPerMs: 0.00008, maxMultiplier: 1_000 },
};

const TABLE_SESSION: BuiltinSession = {
  ...SLOT_SESSION,
  kind: 'table',
  game: { code: 'table-001', name: 'Baccarat Royale', colours: [] },
  rules: {
    rtp: { player: 98.76, banker: 98.94, tie: 85.64 },
    returns: { player: 200, banker: 195, tie: 900 },
  },
};

/** The game server: the catalogue game, the session and an empty round history. */
function serve(session: BuiltinSession, rounds: HistoryRound[] = []) {
  const reply = (body: unknown) => ({ ok: true, json: async () => body });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/session')) return reply(session);
      if (url.endsWith('/history')) return reply({ rounds });
      return reply(session.game);
    }),
  );
}

/** Opens a game page as the launch address does, in `lang`; resolves once it has loaded. */
async function openPage(page: 'slot' | 'crash' | 'table', session: BuiltinSession, lang?: string) {
  const query = new URLSearchParams({ token: 't', game: session.game.code, lobby: '/' });
  if (lang !== undefined) query.set('lang', lang);
  window.history.replaceState(null, '', `/games/builtin/${page}/?${query}`);
  document.documentElement.lang = 'en';
  document.body.innerHTML = '<main id="game" aria-busy="true"></main>';
  serve(session);
  vi.resetModules();
  await {
    slot: () => import('../../slot/main.ts'),
    crash: () => import('../../crash/main.ts'),
    table: () => import('../../table/main.ts'),
  }[page]();
  await vi.waitFor(() => expect(document.querySelector('.history li')).not.toBeNull());
}

const byLabel = (label: string) => document.querySelector(`[aria-label="${label}"]`);
const text = (selector: string) => document.querySelector(selector)?.textContent;

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  // jsdom draws no canvas: the crash game's sky draws into nothing.
  const nothing: object = new Proxy({}, { get: () => () => undefined });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(nothing as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the language a game was launched in', () => {
  it('reads lang: fil_PH is Filipino, anything else English', () => {
    expect(gameLanguageOf('fil_PH')).toBe('fil_PH');
    expect(gameLanguageOf('en_US')).toBe('en_US');
    expect(gameLanguageOf('de_DE')).toBe('en_US');
    expect(gameLanguageOf(null)).toBe('en_US');
  });

  it('shows a slot launched in Filipino in Filipino', async () => {
    await openPage('slot', SLOT_SESSION, 'fil_PH');
    expect(document.documentElement.lang).toBe('fil');
    expect(text('.main')).toBe('I-spin');
    expect(text('.lobby')).toBe('‹ Lobby');
    expect(text('.bet-label')).toBe('Taya');
    expect(byLabel('Ibaba ang taya')?.tagName).toBe('BUTTON');
    expect(byLabel('Itaas ang taya')?.tagName).toBe('BUTTON');
    expect(byLabel('Mga reel')).not.toBeNull();
    expect(byLabel('Reel 1')).not.toBeNull();
    expect(byLabel('History ng mga round')).not.toBeNull();
    expect(text('.history li')).toBe('Wala pang round. Good luck!');
    expect(text('.message')).toBe('Good luck, Juan!');
    expect(text('.rules h2')).toBe('Paytable');
    expect(text('.rules p')).toContain('1 payline, binabayaran mula kaliwa pakanan');
    expect(text('.rules th')).toBe('Simbolo');
    expect(text('.rules tbody')).toContain('Pito');
    // The language stays in the address once the token is dropped from it.
    expect(location.search).toBe('?game=slot-001&lobby=%2F&lang=fil_PH');
  });

  it('shows the same slot launched in English as before', async () => {
    await openPage('slot', SLOT_SESSION, 'en_US');
    expect(document.documentElement.lang).toBe('en');
    expect(text('.main')).toBe('Spin');
    expect(text('.bet-label')).toBe('Bet');
    expect(byLabel('Reels')).not.toBeNull();
    expect(text('.history li')).toBe('No rounds yet. Good luck!');
    expect(text('.message')).toBe('Juan, good luck!');
    expect(text('.rules p')).toBe(
      '1 paylines, paid left to right from the first reel; the bet is shared across the lines. Classic: wild stands in for every symbol but the coin. 3, 4 or 5 coins anywhere pay 2×, 10× or 50× the bet. RTP 96.00 %.',
    );
  });

  it('speaks English when the launch gives no language or another one', async () => {
    await openPage('slot', SLOT_SESSION, 'de_DE');
    expect(text('.main')).toBe('Spin');
    await openPage('slot', SLOT_SESSION);
    expect(text('.main')).toBe('Spin');
    expect(location.search).toBe('?game=slot-001&lobby=%2F');
  });

  it('shows the baccarat table launched in Filipino in Filipino', async () => {
    await openPage('table', TABLE_SESSION, 'fil_PH');
    expect(text('.main')).toBe('I-deal');
    expect(byLabel('Taya mo')).not.toBeNull();
    expect(text('.rules h2')).toBe('Mga patakaran at bayad');
    expect([...document.querySelectorAll('.rules th')].map((th) => th.textContent)).toEqual([
      'Taya',
      'Bayad',
      'RTP',
    ]);
    // Player, Banker and Tie are what Filipino players call the sides.
    expect([...document.querySelectorAll('.spot')].map((spot) => spot.textContent)).toEqual([
      'Player',
      'Banker',
      'Tie',
    ]);
  });

  it('shows the crash game launched in Filipino in Filipino', async () => {
    await openPage('crash', CRASH_SESSION, 'fil_PH');
    expect(text('.main')).toBe('Tumaya');
    expect(byLabel('Multiplier')?.textContent).toBe('1.00×');
    expect(text('.rules h2')).toBe('Paano laruin');
    expect(text('.rules p')).toContain('Pindutin ang Mag-cash out bago ito mag-crash');
    expect(text('.rules p')).toContain('(hanggang 1000×). RTP 97.0 %.');
  });

  it('says how a round went in Filipino', async () => {
    window.history.replaceState(null, '', '/games/builtin/slot/?lang=fil_PH');
    vi.resetModules();
    const { roundOutcome } = await import('./outcome.ts');
    expect(roundOutcome(1_000, 2_500)).toEqual({ kind: 'won', text: 'Nanalo ka ng ₱25.00!' });
    expect(roundOutcome(1_000, 200).text).toBe('₱2.00 ang bumalik sa ₱10.00 mong taya.');
    expect(roundOutcome(1_000, 1_000).text).toBe('Naibalik ang taya mo.');
    expect(roundOutcome(1_000, 0).text).toBe('Walang panalo ngayong round.');
  });
});
