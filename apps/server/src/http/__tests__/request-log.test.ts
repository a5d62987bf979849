import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { ConfigInput } from '../../config.ts';
import { createProviders } from '../../providers/index.ts';
import { testConfig, testDatabase } from '../../test/harness.ts';
import { tempDir } from '../../test/temp-dirs.ts';

type LogLine = {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
};

const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;

let app: FastifyInstance | undefined;
// The worker's database starts within the hook's longer time limit, not the first test's.
beforeAll(() => testDatabase());
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * Tests of which level a request is logged at set the slow threshold far above what a loaded CI
 * machine takes to serve a file, so that only the slow-request test meets the warn.
 */
const NEVER_SLOW_MS = 60_000;
const SLOW_MS = 50;

/** An app whose log lines are collected; a slow route is added to test the warn. */
async function loggedApp(level: ConfigInput['LOG_LEVEL'], slowMs = NEVER_SLOW_MS) {
  const dist = tempDir('pisoplay-web-');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12.js'), 'console.log(1);');
  const config = testConfig({ LOG_LEVEL: level, LOG_SLOW_MS: slowMs, WEB_DIST: dist });
  const lines: LogLine[] = [];
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  const db = await testDatabase();
  const built = await buildApp({ config, db, ...createProviders(config, db) }, { logStream });
  built.get('/api/test-slow', async () => {
    await sleep(SLOW_MS + 20);
    return 'done';
  });
  await built.ready();
  app = built;
  const get = (url: string) => built.inject({ method: 'GET', url });
  const requestLines = () => lines.filter((line) => line.path !== undefined);
  return { get, lines, requestLines };
}

const FILES = [
  '/',
  '/s-game/category/3',
  '/assets/index-Ab12.js',
  '/img/social/facebook.svg',
  '/uploads/avatars/nothing.png?exp=1&sig=secret',
  '/health',
];

describe('request log', () => {
  it('logs an API call once at info with method, path without its query, status and time', async () => {
    const { get, lines, requestLines } = await loggedApp('info');
    const response = await get('/member/game/list?game_type=3&w=secretword');
    expect(response.statusCode).toBe(200);

    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: LEVEL.info,
        method: 'GET',
        path: '/member/game/list',
        status: 200,
        ms: expect.any(Number),
        reqId: response.headers['x-request-id'],
      }),
    ]);
    // Fastify's own 'incoming request' and 'request completed' lines are off.
    expect(lines.map((line) => line.msg)).not.toContain('incoming request');
    expect(JSON.stringify(lines)).not.toContain('secretword');
  });

  it('logs a failed call with its status and a missing path at info', async () => {
    const { get, requestLines } = await loggedApp('info');
    await get('/member/no-such-call');
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: LEVEL.info, path: '/member/no-such-call', status: 404 }),
    ]);
  });

  it('keeps pages, assets, images, uploads and health probes quiet at info', async () => {
    const { get, lines } = await loggedApp('info');
    for (const url of FILES) await get(url);
    expect(lines).toEqual([]);
  });

  it('logs files at debug when asked, still without query secrets', async () => {
    const { get, lines, requestLines } = await loggedApp('debug');
    for (const url of FILES) await get(url);
    expect(requestLines().map((line) => [line.level, line.path])).toEqual(
      FILES.map((url) => [LEVEL.debug, url.split('?')[0]]),
    );
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('logs a request slower than LOG_SLOW_MS at warn', async () => {
    const { get, requestLines } = await loggedApp('warn', SLOW_MS);
    await get('/api/test-slow');
    const [line] = requestLines();
    expect(line).toMatchObject({ level: LEVEL.warn, msg: 'slow request', path: '/api/test-slow' });
    expect(line?.ms).toBeGreaterThanOrEqual(SLOW_MS);
  });
});
