import './style.css';
import { GameApiError, gameInfo, openSession, roundHistory } from './api.ts';
import {
  GAME_MESSAGE_SOURCE,
  type BuiltinGameInfo,
  type BuiltinSession,
} from '@pisoplay/contract/builtin-games';
import type { HistoryRound } from './api.ts';
import { COPY } from './copy.ts';
import { LANGUAGE_TAGS, launchLanguage } from './language.ts';
import { money } from './money.ts';
import { SOUNDS, isMuted, setMuted } from './sound.ts';

/** What a refused round tells the player, by the game API's error code. */
const REFUSALS: Record<string, string> = {
  INSUFFICIENT_FUNDS: COPY.insufficient,
  WALLET_UNAVAILABLE: COPY.walletDown,
  BET_NOT_TAKEN: COPY.betNotTaken,
  ROUND_RUNNING: COPY.roundRunning,
  BET_LIMIT_EXCEEDED: COPY.betLimit,
  PLAY_LIMIT_REACHED: COPY.playLimit,
};

/** What every game page shares: header, balance, bet size, main button, rules, history. */
export type Shell = {
  stage: HTMLElement;
  /** Extra controls shown above the bet row (the table's bet spots). */
  extras: HTMLElement;
  main: HTMLButtonElement;
  /** The rules panel's body, filled by the game from the session's rules. */
  rules: HTMLElement;
  bet(): number;
  balance(): number;
  /** Shows the balance after a call the wallet answered (not a settled round). */
  showBalance(balance: number): void;
  /** A settled round: new balance, shown here and told to the app; the history reloads. */
  settled(balance: number): void;
  say(text: string, tone?: 'win' | 'error' | 'info'): void;
  /** While a round runs the bet cannot change. */
  lock(locked: boolean): void;
  /** Shows what went wrong; answers false when the session is over (the game stops). */
  fail(error: unknown): boolean;
  /** A round the server settled: a win still owed is said, the balance told, play goes on. */
  roundSettled(round: { winPending: boolean; balance: number }): void;
  /** A round that failed: the stake shown back, what went wrong said; play goes on if it can. */
  roundFailed(error: unknown, bet: number): void;
  reducedMotion: boolean;
  session: BuiltinSession | null;
};

const query = new URLSearchParams(location.search);
/** Only a path of this site is a lobby: a link elsewhere is not followed. */
const lobbyUrl = () => {
  const lobby = query.get('lobby') ?? '/';
  return lobby.startsWith('/') && !lobby.startsWith('//') ? lobby : '/';
};

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};
export { el };

export async function createShell(options: {
  title: string;
  mainLabel: string;
  rulesTitle: string;
  describe(round: HistoryRound): string;
}): Promise<Shell> {
  const root = document.getElementById('game')!;
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  // In a lobby's frame, the lobby's page already shows the game's name, the way back and the
  // balance (one header, one balance): the game shows neither, and keeps its sound switch.
  const embedded = window.parent !== window;
  root.classList.toggle('embedded', embedded);
  document.documentElement.lang = LANGUAGE_TAGS[launchLanguage()];
  document.documentElement.classList.toggle('reduced-motion', reducedMotion);

  const title = el('h1', { className: 'title', textContent: options.title });
  const lobby = el('a', {
    className: 'lobby',
    href: lobbyUrl(),
    target: '_top',
    textContent: `‹ ${COPY.lobby}`,
  });
  const mute = el('button', { className: 'mute', type: 'button', textContent: COPY.mute });
  mute.setAttribute('aria-pressed', String(isMuted()));
  mute.addEventListener('click', () => {
    setMuted(!isMuted());
    mute.setAttribute('aria-pressed', String(isMuted()));
  });
  const balanceValue = el('output', { className: 'balance-value', textContent: '—' });
  balanceValue.setAttribute('aria-label', COPY.balance);
  const balance = el(
    'p',
    { className: 'balance' },
    el('span', { textContent: COPY.balance }),
    balanceValue,
  );
  const stage = el('section', { className: 'stage' });
  stage.setAttribute('aria-label', options.title);
  const message = el('p', { className: 'message', role: 'status' });
  const extras = el('div', { className: 'extras' });
  const betValue = el('output', { className: 'bet-value', textContent: '—' });
  betValue.setAttribute('aria-label', COPY.bet);
  const lower = el('button', { className: 'step', type: 'button', textContent: '−' });
  lower.setAttribute('aria-label', COPY.lowerBet);
  const raise = el('button', { className: 'step', type: 'button', textContent: '+' });
  raise.setAttribute('aria-label', COPY.raiseBet);
  const betRow = el(
    'div',
    { className: 'bet-row' },
    el('span', { className: 'bet-label', textContent: COPY.bet }),
    lower,
    betValue,
    raise,
  );
  const main = el('button', {
    className: 'main',
    type: 'button',
    textContent: options.mainLabel,
    disabled: true,
  });
  const historyList = el('ol', { className: 'history' });
  historyList.setAttribute('aria-label', COPY.history);
  const historyPanel = el(
    'section',
    { className: 'panel' },
    el('h2', { textContent: COPY.history }),
    historyList,
  );
  const rulesBody = el('div', {});
  const rules = el(
    'section',
    { className: 'panel rules' },
    el('h2', { textContent: options.rulesTitle }),
    rulesBody,
  );
  if (embedded) betRow.append(mute);
  root.append(
    ...(embedded ? [] : [el('header', { className: 'top' }, lobby, title, mute), balance]),
    stage,
    message,
    extras,
    el('div', { className: 'controls' }, betRow, main),
    historyPanel,
    rules,
  );

  let sizes: readonly number[] = [100];
  let betIndex = 0;
  let current = 0;
  let locked = false;
  const showBet = () => {
    betValue.textContent = money(sizes[betIndex]!);
    lower.disabled = locked || betIndex === 0;
    raise.disabled = locked || betIndex === sizes.length - 1;
  };
  lower.addEventListener('click', () => {
    betIndex = Math.max(0, betIndex - 1);
    SOUNDS.tick();
    showBet();
  });
  raise.addEventListener('click', () => {
    betIndex = Math.min(sizes.length - 1, betIndex + 1);
    SOUNDS.tick();
    showBet();
  });
  const say: Shell['say'] = (text, tone = 'info') => {
    message.textContent = text;
    message.dataset.tone = tone;
  };
  const showBalance = (value: number) => {
    current = value;
    balanceValue.textContent = money(value);
  };
  const loadHistory = async () => {
    try {
      const { rounds } = await roundHistory();
      historyList.replaceChildren(
        ...(rounds.length
          ? rounds.map((round) => {
              const net = round.win - round.bet;
              return el(
                'li',
                {},
                el('span', { className: 'h-what', textContent: options.describe(round) }),
                el('span', {
                  className: `h-net ${net > 0 ? 'up' : net < 0 ? 'down' : ''}`,
                  textContent: `${net > 0 ? '+' : ''}${money(net)}`,
                }),
              );
            })
          : [el('li', { className: 'empty', textContent: COPY.noRounds })]),
      );
    } catch {
      // The history is a convenience: a failure to load it leaves the last one shown.
    }
  };
  const ended = (text: string) => {
    say(text, 'error');
    main.disabled = true;
    locked = true;
    showBet();
  };

  const shell: Shell = {
    stage,
    extras,
    main,
    rules: rulesBody,
    reducedMotion,
    session: null,
    bet: () => sizes[betIndex]!,
    balance: () => current,
    showBalance,
    settled(value) {
      showBalance(value);
      window.parent.postMessage(
        { source: GAME_MESSAGE_SOURCE, type: 'balance', balance: value },
        location.origin,
      );
      void loadHistory();
    },
    say,
    roundSettled(round) {
      if (round.winPending) say(COPY.winPending, 'info');
      shell.settled(round.balance);
      main.disabled = false;
    },
    roundFailed(error, bet) {
      showBalance(current + bet);
      main.disabled = !shell.fail(error);
    },
    lock(value) {
      locked = value;
      showBet();
    },
    fail(error) {
      const code = error instanceof GameApiError ? error.code : '';
      if (error instanceof GameApiError && error.balance !== undefined) showBalance(error.balance);
      if (['SESSION_ENDED', 'INVALID_TOKEN', 'PLAYER_BLOCKED', 'GAME_UNAVAILABLE'].includes(code)) {
        ended(COPY.sessionEnded);
        return false;
      }
      SOUNDS.lose();
      say(REFUSALS[code] ?? COPY.genericError, 'error');
      return true;
    },
  };

  const code = query.get('game') ?? '';
  const token = query.get('token') ?? '';
  say(COPY.loading);
  const info = code ? gameInfo(code).catch(() => null) : Promise.resolve(null);
  applyTheme(await info, title);
  if (!token || !code) ended(COPY.noToken);
  else {
    try {
      const session = await openSession(token, code);
      shell.session = session;
      applyTheme(session.game, title);
      sizes = session.betSizes;
      betIndex = Math.max(0, sizes.indexOf(1_000));
      showBalance(session.balance);
      say(COPY.goodLuck(session.nickname));
      main.disabled = false;
      void loadHistory();
    } catch (error) {
      shell.fail(error);
    }
  }
  showBet();
  root.setAttribute('aria-busy', 'false');
  // The app may replace the launch token in its address bar; it is spent either way. The
  // language stays, so a reload still speaks it.
  const lang = query.get('lang');
  window.history.replaceState(
    null,
    '',
    location.pathname +
      (code ? `?game=${encodeURIComponent(code)}&lobby=${encodeURIComponent(lobbyUrl())}` : '') +
      (code && lang ? `&lang=${encodeURIComponent(lang)}` : ''),
  );
  return shell;
}

/** Wears the catalogue game's name and tile colours (dark, light, accent). */
function applyTheme(game: BuiltinGameInfo | null, title: HTMLElement) {
  if (!game) return;
  title.textContent = game.name;
  document.title = game.name;
  const [dark, light, accent] = game.colours;
  const style = document.documentElement.style;
  if (dark) style.setProperty('--dark', dark);
  if (light) style.setProperty('--light', light);
  if (accent) style.setProperty('--accent', accent);
}
