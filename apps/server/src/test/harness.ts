import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CBOR_CONTENT_TYPE, buildPath, decodeCbor, encodeCbor } from '@pisoplay/contract';
import type { ApiReply, CallDef, PayloadOf, ReplyOf } from '@pisoplay/contract';
import type { z } from 'zod';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

let shared: Promise<Database> | undefined;

/**
 * The test worker's database: embedded in memory, or the real PostgreSQL of TEST_DATABASE_URL.
 * Migrated once; tests isolate themselves by the data they create.
 */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const db = await openDatabase({ url: process.env.TEST_DATABASE_URL, dataDir: null });
    await migrate(db);
    return db;
  })();
  return shared;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pisoplay-test-'));
  return loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...overrides });
}

export async function testApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), db: await testDatabase() });
  await app.ready();
  return app;
}

export type CallResult<T> = {
  statusCode: number;
  body: ApiReply<T>;
  response: LightMyRequestResponse;
};

/** Calls the app the way the web client does: CBOR body or query, headers d/lang/t. */
export async function call<C extends CallDef<z.ZodType, unknown>>(
  app: FastifyInstance,
  def: C,
  payload?: PayloadOf<C>,
  options: {
    params?: Record<string, string | number>;
    token?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<CallResult<ReplyOf<C>>> {
  const url = buildPath(def.path, options.params);
  const headers: Record<string, string> = { d: '25', lang: 'en_US', ...options.headers };
  if (options.token) headers.t = options.token;
  const response =
    def.encoding === 'query'
      ? await app.inject({ method: def.method, url, query: stringify(payload ?? {}), headers })
      : await app.inject({
          method: def.method,
          url,
          headers: { ...headers, 'content-type': CBOR_CONTENT_TYPE },
          payload: Buffer.from(encodeCbor(payload ?? {})),
        });
  return { statusCode: response.statusCode, body: decodeReply(response), response };
}

export function decodeReply<T>(response: LightMyRequestResponse): ApiReply<T> {
  return decodeCbor<ApiReply<T>>(response.rawPayload);
}

function stringify(query: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
}
