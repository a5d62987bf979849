// The load balancer of the cluster test (scripts/cluster/run.ts): a small round-robin reverse
// proxy, so that the test's clients reach several server instances through one address as
// players would behind a real one. Each request (not each connection) goes to the next live
// backend, so the calls of one session spread over the instances. A backend that refuses the
// connection is skipped for that request (nothing reached it); a request whose backend fails
// after it was sent gets a 502, as a real proxy answers, and the client sees that failure.
// WebSocket upgrades are proxied too. Every answer names its backend in X-Cluster-Backend (what
// the test counts per session), and the proxy counts the requests each backend served.
import http from 'node:http';

export const BACKEND_HEADER = 'x-cluster-backend';
/** After a refused connection a backend is skipped this long before it is tried again. */
const DOWN_MS = 300;
/** Request bodies are read whole before forwarding, so a refused one can go to the next backend. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Starts the proxy on 127.0.0.1:`port` (0: any free port) in front of `backends`
 * ([{ name, port }] on 127.0.0.1). Answers its address, its counts and close().
 */
export async function startProxy({ backends, port = 0 }) {
  const pool = backends.map((backend) => ({
    ...backend,
    agent: new http.Agent({ keepAlive: true, maxSockets: 64 }),
    downUntil: 0,
    stats: { requests: 0, upgrades: 0, badGateway: 0, refused: 0 },
  }));
  const listeners = new Set();
  let cursor = 0;

  /** The backends in the order to try for the next request: live ones first, from the cursor. */
  function order() {
    const start = cursor++ % pool.length;
    const rotated = [...pool.slice(start), ...pool.slice(0, start)];
    const now = Date.now();
    return [
      ...rotated.filter((b) => b.downUntil <= now),
      ...rotated.filter((b) => b.downUntil > now),
    ];
  }

  const forwardedFor = (request) => {
    const incoming = request.headers['x-forwarded-for'];
    const client = request.socket.remoteAddress ?? '';
    return incoming ? `${incoming}, ${client}` : client;
  };

  /** The request to `backend` for `request`, from this proxy's address onwards. */
  const upstreamOf = (request, backend, agent) =>
    http.request({
      host: '127.0.0.1',
      port: backend.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, 'x-forwarded-for': forwardedFor(request) },
      agent,
    });

  const answered = (backend, status) => {
    for (const listener of listeners) listener(backend.name, status, Date.now());
  };

  function forward(request, response, body, candidates) {
    const backend = candidates.shift();
    const upstream = upstreamOf(request, backend, backend.agent);
    upstream.on('response', (reply) => {
      backend.stats.requests += 1;
      answered(backend, reply.statusCode);
      response.writeHead(reply.statusCode ?? 502, {
        ...reply.headers,
        [BACKEND_HEADER]: backend.name,
      });
      reply.pipe(response);
      reply.on('error', () => response.destroy());
    });
    upstream.on('error', (error) => {
      if (error.code === 'ECONNREFUSED') {
        backend.stats.refused += 1;
        backend.downUntil = Date.now() + DOWN_MS;
        if (candidates.length > 0) return forward(request, response, body, candidates);
      }
      backend.stats.badGateway += 1;
      answered(backend, 502);
      if (response.headersSent) return response.destroy();
      response.writeHead(502, { 'content-type': 'text/plain', [BACKEND_HEADER]: backend.name });
      response.end(`Bad gateway: ${backend.name} ${error.code ?? error.message}\n`);
    });
    upstream.end(body);
  }

  function readBody(request) {
    return new Promise((resolve, reject) => {
      const chunks = [];
      let size = 0;
      request.on('data', (chunk) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) reject(new Error('body too large'));
        else chunks.push(chunk);
      });
      request.on('end', () => resolve(Buffer.concat(chunks)));
      request.on('error', reject);
    });
  }

  const server = http.createServer((request, response) => {
    readBody(request).then(
      (body) => forward(request, response, body, order()),
      () => response.writeHead(413).end(),
    );
  });

  /** A raw HTTP/1.1 head, for answers written straight onto an upgrading socket. */
  const head = (status, message, headers, backend) => {
    const lines = [`HTTP/1.1 ${status} ${message}`];
    for (const [name, value] of headers) lines.push(`${name}: ${value}`);
    lines.push(`${BACKEND_HEADER}: ${backend.name}`);
    return `${lines.join('\r\n')}\r\n\r\n`;
  };
  const pairs = (rawHeaders) =>
    rawHeaders.flatMap((value, i) => (i % 2 === 0 ? [[value, rawHeaders[i + 1]]] : []));
  /** Upgraded sockets leave the server's hands: close() ends them itself. */
  const tunnels = new Set();

  function upgrade(request, socket, firstBytes, candidates) {
    const backend = candidates.shift();
    const upstream = upstreamOf(request, backend);
    upstream.on('upgrade', (reply, backendSocket, backendFirstBytes) => {
      backend.stats.upgrades += 1;
      answered(backend, 101);
      socket.write(head(101, 'Switching Protocols', pairs(reply.rawHeaders), backend));
      if (backendFirstBytes.length) socket.write(backendFirstBytes);
      if (firstBytes.length) backendSocket.write(firstBytes);
      backendSocket.pipe(socket).pipe(backendSocket);
      tunnels.add(socket);
      const end = () => {
        tunnels.delete(socket);
        socket.destroy();
        backendSocket.destroy();
      };
      for (const side of [socket, backendSocket]) {
        side.on('error', end);
        side.on('close', end);
      }
    });
    // The backend refused the upgrade (an unknown ticket): its answer goes back, then the end.
    upstream.on('response', (reply) => {
      backend.stats.requests += 1;
      answered(backend, reply.statusCode);
      reply.toArray().then(
        (chunks) => {
          const body = Buffer.concat(chunks);
          const headers = [
            ['content-type', reply.headers['content-type'] ?? 'text/plain'],
            ['content-length', String(body.length)],
            ['connection', 'close'],
          ];
          const status = head(reply.statusCode, reply.statusMessage, headers, backend);
          socket.end(Buffer.concat([Buffer.from(status), body]));
        },
        () => socket.destroy(),
      );
    });
    upstream.on('error', (error) => {
      if (error.code === 'ECONNREFUSED') {
        backend.stats.refused += 1;
        backend.downUntil = Date.now() + DOWN_MS;
        if (candidates.length > 0) return upgrade(request, socket, firstBytes, candidates);
      }
      backend.stats.badGateway += 1;
      answered(backend, 502);
      socket.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    });
    upstream.end();
  }
  server.on('upgrade', (request, socket, firstBytes) => {
    socket.on('error', () => socket.destroy());
    upgrade(request, socket, firstBytes, order());
  });

  // Idle client connections stay open longer than the test: closing one while the client sends
  // on it again would be a failure of the proxy's own, not of an instance.
  server.keepAliveTimeout = 120_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    /** Requests, upgrades, 502s and refused connections, by backend name. */
    stats: () => Object.fromEntries(pool.map((b) => [b.name, { ...b.stats }])),
    /** Calls `listener(backendName, status, at)` on every answer (502s the proxy made too). */
    onAnswer(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      for (const backend of pool) backend.agent.destroy();
      for (const socket of tunnels) socket.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
