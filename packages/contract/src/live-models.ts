/**
 * The live socket of a signed-in player (docs/scaling.md, "Balance push"): opened with a
 * ticket from `calls.liveTicket`, it tells the app when something it shows changed.
 */
export const LIVE_SOCKET_PATH = '/member/live/socket';

/** What the server sends on the live socket: the player's balances moved (read them again). */
export type LiveServerEvent = { type: 'balance' };

/** A socket's address at `path` on the API at `origin`, opened with a ticket. */
export function ticketSocketUrl(path: string, origin: string, ticket: string): string {
  const url = new URL(path, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('ticket', ticket);
  return url.toString();
}

/** The live socket's address on the API at `origin`, with a ticket. */
export const liveSocketUrl = (origin: string, ticket: string): string =>
  ticketSocketUrl(LIVE_SOCKET_PATH, origin, ticket);
