// The cost of a flood of forgotten-password calls with made-up code ids: the game list's latency
// alone, then while 20 callers send POST /member/retrieve/password as fast as they can.
// Also prints the server's resident memory just after boot and after 30 s at rest.
import autocannon from 'autocannon';
import { Encoder } from 'cbor-x';
import { randomBytes } from 'node:crypto';
import { residentMb, startServer } from './lib/server.mjs';

const cbor = new Encoder({ useRecords: false, mapsAsObjects: true });
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const HEADERS = { d: '25', lang: 'en_US' };
const LIST = '/member/game/list?game_type=3&page=2';

// Production mode: callers on this machine get no development exemptions from the limits.
const server = await startServer({
  NODE_ENV: 'production',
  AUTH_SECRET: 'bench-secret-0123456789abcdef0123456789',
});
const memory = { afterBoot: residentMb(server.pid) };
const gameList = (duration) =>
  autocannon({ url: server.base + LIST, duration, connections: 10, headers: HEADERS });
const describe = (r) =>
  `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`;

try {
  await new Promise((r) => setTimeout(r, 30_000));
  memory.atRest = residentMb(server.pid);
  await gameList(2); // warm-up
  const alone = await gameList(DURATION_S);
  const flood = autocannon({
    url: server.base,
    duration: DURATION_S + 1,
    connections: 20,
    headers: { ...HEADERS, 'content-type': 'application/cbor' },
    requests: [
      {
        method: 'POST',
        path: '/member/retrieve/password',
        setupRequest: (request) => ({
          ...request,
          body: Buffer.from(
            cbor.encode({
              otp_id: randomBytes(16).toString('base64url'),
              code: '123456',
              new_password: 'abcd1234',
            }),
          ),
        }),
      },
    ],
  });
  const during = await gameList(DURATION_S);
  const floodResult = await flood;
  memory.afterFlood = residentMb(server.pid);
  console.log(`game list alone:           ${describe(alone)}`);
  console.log(`game list during the flood: ${describe(during)}`);
  console.log(
    `flood: ${Math.round(floodResult.requests.average)} req/s, ${floodResult['2xx']} 2xx, ${floodResult.non2xx} non-2xx`,
  );
  console.log(
    `resident memory: ${memory.afterBoot} MB after boot, ${memory.atRest} MB after 30 s at rest, ${memory.afterFlood} MB after the flood`,
  );
} finally {
  await server.stop();
}
