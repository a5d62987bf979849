/** The part of a WebSocket the real-time hubs use (so they and their tests need no socket library). */
export type Peer = { send(data: string): void; readonly readyState: number };

const OPEN = 1;

/** Sends `event` as JSON to an open socket; answers whether it went out. */
export function sendTo(peer: Peer, event: object): boolean {
  if (peer.readyState !== OPEN) return false;
  peer.send(JSON.stringify(event));
  return true;
}
