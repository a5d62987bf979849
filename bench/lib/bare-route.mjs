// The yardstick of bench/game-list.mjs: a bare Fastify server (no logging, no hooks, no plugins)
// whose one route answers GET `path` with a fixed CBOR body read from a file. What the real
// server spends per call beyond this is its own overhead.
// Usage: node bench/lib/bare-route.mjs <port> <path> <body file>
import fs from 'node:fs';
import Fastify from 'fastify';

const [port, urlPath, bodyFile] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const app = Fastify({ logger: false });
app.get(urlPath, (_request, reply) => reply.type('application/cbor').send(body));
app.get('/health', () => ({ ok: true }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close());
