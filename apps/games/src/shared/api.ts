/**
 * The game's calls to its provider's game server (/games/builtin/api/). The browser holds only
 * the opaque session handle; the wallet session and the player stay on the server.
 */
const API = '/games/builtin/api/';

export type GameInfo = { code: string; name: string; colours: string[] };
export type OpenSession = {
  handle: string;
  balance: number;
  nickname: string;
  game: GameInfo;
  betSizes: number[];
  /** The game's rules as the server's engine plays them (its paytable). */
  rules: Record<string, unknown>;
};
export type HistoryRound = {
  roundId: string;
  time: string;
  bet: number;
  win: number;
  state: string;
  outcome: Record<string, unknown>;
};

/** A refusal of the game server: its code, and the balance when it knows it. */
export class GameApiError extends Error {
  constructor(
    readonly code: string,
    readonly balance?: number,
  ) {
    super(code);
  }
}

let handle = '';

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(API + path, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-game-session': handle, ...init.headers },
    });
  } catch {
    throw new GameApiError('WALLET_UNAVAILABLE');
  }
  const body = (await response.json().catch(() => ({}))) as T & {
    error?: string;
    balance?: number;
  };
  if (!response.ok) throw new GameApiError(body.error ?? 'SERVER_ERROR', body.balance);
  return body;
}

export const post = <T>(path: string, body: object) =>
  request<T>(path, { method: 'POST', body: JSON.stringify(body) });
export const get = <T>(path: string) => request<T>(path);

export async function openSession(token: string, game: string): Promise<OpenSession> {
  const session = await post<OpenSession>('session', { token, game });
  handle = session.handle;
  return session;
}

export const gameInfo = (code: string) => get<GameInfo>(`games/${encodeURIComponent(code)}`);
export const roundHistory = () => get<{ rounds: HistoryRound[] }>('history');
