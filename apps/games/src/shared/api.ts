/**
 * The game's calls to its provider's game server (/games/builtin/api/). The browser holds only
 * the opaque session handle; the wallet session and the player stay on the server.
 */
import {
  BUILTIN_GAMES_API,
  GAME_SESSION_HEADER,
  type BuiltinGameInfo,
  type BuiltinGameRefusal,
  type BuiltinSession,
  type HistoryRound,
} from '@pisoplay/contract/builtin-games';

export type { HistoryRound };

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
    response = await fetch(BUILTIN_GAMES_API + path, {
      ...init,
      headers: {
        'content-type': 'application/json',
        [GAME_SESSION_HEADER]: handle,
        ...init.headers,
      },
    });
  } catch {
    throw new GameApiError('WALLET_UNAVAILABLE');
  }
  const body = (await response.json().catch(() => ({}))) as T & Partial<BuiltinGameRefusal>;
  if (!response.ok) throw new GameApiError(body.error ?? 'SERVER_ERROR', body.balance);
  return body;
}

export const post = <T>(path: string, body: object) =>
  request<T>(path, { method: 'POST', body: JSON.stringify(body) });
export const get = <T>(path: string) => request<T>(path);

export async function openSession(token: string, game: string): Promise<BuiltinSession> {
  const session = await post<BuiltinSession>('session', { token, game });
  handle = session.handle;
  return session;
}

export const gameInfo = (code: string) => get<BuiltinGameInfo>(`games/${encodeURIComponent(code)}`);
export const roundHistory = () => get<{ rounds: HistoryRound[] }>('history');
