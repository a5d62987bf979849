import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received, body as text. */
export type StandInRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};

/**
 * A stand-in for an outside HTTP API on loopback, for the adapters' tests: it records every
 * request and answers as told (a status and a JSON body, or raw text), or never (`hang`, for the
 * adapters' timeouts).
 */
export function httpStandIn() {
  const received: StandInRequest[] = [];
  let answer: { status: number; body: unknown } | 'hang' = { status: 200, body: {} };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  return {
    received,
    answerWith(status: number, body: unknown) {
      answer = { status, body };
    },
    /** Requests from now on get no answer at all. */
    hang() {
      answer = 'hang';
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
