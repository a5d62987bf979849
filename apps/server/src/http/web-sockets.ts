import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/** Client frames larger than this are not signals of ours (chat, live balance). */
const MAX_FRAME_BYTES = 1024;
/**
 * The close code of a server going away for a restart (RFC 6455's registry: 1012 Service
 * Restart): clients reconnect at once, and the balancer sends them to another server.
 */
export const SERVER_RESTARTING = 1012;

/** A ping every 25 s keeps proxies from closing an idle socket and finds dead ones. */
const PING_MS = 25_000;

/** Pings `socket` until it closes. */
export function keepAlive(socket: {
  ping(): void;
  on(event: 'close', listener: () => void): void;
}) {
  const ping = setInterval(() => socket.ping(), PING_MS);
  socket.on('close', () => clearInterval(ping));
}

/**
 * WebSockets for every module's real-time routes (`{ websocket: true }`). On shutdown each open
 * socket is closed with 1012 before the server stops (docs/scaling.md, "Shutdown").
 */
export async function registerWebSockets(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    preClose(done) {
      const sockets = app.websocketServer.clients;
      for (const socket of sockets) socket.close(SERVER_RESTARTING, 'server restarting');
      // A client that does not answer the closing handshake within a second is cut off.
      const cutOff = setTimeout(() => sockets.forEach((socket) => socket.terminate()), 1000);
      // Done once every socket has closed.
      // An upgrade asked for from now on is refused by Node (no listener): while the app closes,
      // Fastify would answer it on a response no socket carries, and the connection would hang.
      app.server.removeAllListeners('upgrade');
      app.websocketServer.close(() => {
        clearTimeout(cutOff);
        done();
      });
    },
  });
}
