// `npm run bench:login`: password logins under load on loopback.
// Starts the server on a free port with a fresh temp DATA_DIR (embedded database), creates a
// player with a password through the API (code from /dev/outbox/sms, then a signed
// /member/password/update), measures argon2id hashing on its own, then runs autocannon against
// POST /member/login: right password, and an unknown phone (the dummy-hash path).
// Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10).
import { randomInt } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import { Encoder } from 'cbor-x';
import { hash } from '@node-rs/argon2';
import { HEADER_TOKEN, securityHeaders } from '@pisoplay/contract';
import { startServer } from './lib/server.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// The codec of packages/contract: plain CBOR maps.
const cbor = new Encoder({ useRecords: false, mapsAsObjects: true, tagUint8Array: false });
const CBOR = 'application/cbor';

async function api(base, method, urlPath, payload, headers = {}) {
  const body = payload === undefined ? undefined : cbor.encode(payload);
  const response = await fetch(`${base}${urlPath}`, {
    method,
    headers: { d: '25', lang: 'en_US', ...(body ? { 'content-type': CBOR } : {}), ...headers },
    body,
  });
  const reply = cbor.decode(new Uint8Array(await response.arrayBuffer()));
  if (!reply.status) throw new Error(`${method} ${urlPath}: ${reply.data}`);
  return reply.data;
}

/** The token and the security headers of docs/auth.md, signed by the contract's function. */
async function sign(session, method, pathWithQuery, body) {
  const signed = await securityHeaders(session.secret, { method, pathWithQuery, body }, Date.now());
  return { [HEADER_TOKEN]: session.token, ...signed };
}

async function createPlayer(base) {
  const phone = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const sent = await api(base, 'POST', '/member/sms', { phone, country_code: '63' });
  const outbox = await (await fetch(`${base}/dev/outbox/sms?phone=${phone}`)).json();
  const session = await api(base, 'POST', '/member/otp/login', {
    otp_id: sent.id,
    code: outbox[0].code,
  });
  const password = 'bench1234';
  const payload = { password: '', new_password: password };
  const body = cbor.encode(payload);
  await api(
    base,
    'POST',
    '/member/password/update',
    payload,
    await sign(session, 'POST', '/member/password/update', body),
  );
  return { phone, password };
}

async function argon2Timing() {
  const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 };
  await hash('warm-up', options);
  const times = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    await hash(`password${i}`, options);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median_ms: round(times[10]), min_ms: round(times[0]), max_ms: round(times[19]) };
}

const round = (n) => Math.round(n * 10) / 10;

function load(base, payload, title) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/member/login`,
        method: 'POST',
        headers: { 'content-type': CBOR, d: '25', lang: 'en_US' },
        body: Buffer.from(cbor.encode(payload)),
        connections,
        duration,
        title,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const summary = (result) => ({
  requests: result.requests.total,
  per_second: round(result.requests.average),
  ok_2xx: result['2xx'],
  other: result.non2xx + result.errors + result.timeouts,
  p50_ms: result.latency.p50,
  p99_ms: result.latency.p99,
});

const server = await startServer({
  NODE_ENV: 'development',
  SEED_DEMO_MEMBER: '0',
  LOGIN_RATE_LIMIT_DISABLED: '1',
  SMS_PROVIDER: 'simulator',
  STORAGE_PROVIDER: 'local',
});
const { base } = server;
try {
  const player = await createPlayer(base);
  const argon2 = await argon2Timing();
  const ok = await load(base, { country_code: '63', ...player }, 'right password');
  const unknown = await load(
    base,
    { country_code: '63', phone: '9000000001', password: 'bench1234' },
    'unknown phone',
  );
  const report = {
    machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}`,
    connections,
    duration_s: duration,
    argon2id_hash_m19456_t2_p1: argon2,
    login_right_password: summary(ok),
    login_unknown_phone: summary(unknown),
  };
  console.log(JSON.stringify(report, null, 2));
  if (ok['2xx'] !== ok.requests.total) process.exitCode = 1;
} finally {
  await server.stop();
}
