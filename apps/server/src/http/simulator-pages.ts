import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The pages of the built-in simulators (payment gateway, ID-OCR, partner wallet, shopping app):
 * each stands in for an outside party's own web pages, so they are plain server-rendered HTML
 * with a stylesheet of their own, never part of the app.
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A whole page: `body` is trusted HTML (escape what it quotes); `brand` names the simulator. */
export function simulatorPage(o: {
  title: string;
  brand: string;
  /** The address of the simulator's stylesheet (see serveSimulatorStyle). */
  stylesheet: string;
  body: string;
}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${o.title}</title><link rel="stylesheet" href="${o.stylesheet}"></head><body><main><p class="brand">${o.brand}</p>${o.body}</main></body></html>`;
}

/** Serves a simulator's stylesheet at `path` (cached for an hour). */
export function serveSimulatorStyle(scope: FastifyInstance, path: string, css: string): void {
  scope.get(path, (_request, reply) =>
    reply.type('text/css').header('cache-control', 'public, max-age=3600').send(css),
  );
}

/** Sends a simulator page, never cached: each shows the state of one order or attempt. */
export function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}
