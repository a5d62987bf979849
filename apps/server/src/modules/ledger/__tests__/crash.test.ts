import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CBOR_CONTENT_TYPE,
  decodeCbor,
  encodeCbor,
  monotonicTimestamps,
  operatorCalls,
  securityHeaders,
} from '@pisoplay/contract';
import type { AdminLoginStep, ApiReply, Held, OperatorApproval } from '@pisoplay/contract';
import { insertMember, testDatabase } from '../../../test/harness.ts';
import { tempDir } from '../../../test/temp-dirs.ts';
import { saveOperator } from '../../operators/index.ts';
import { reconcile } from '../reconcile.ts';

/**
 * The server process is killed (SIGKILL) in the middle of a burst of transfers on PostgreSQL,
 * then started again: every transfer it acknowledged is there and the ledger reconciles.
 * Runs in `npm run test:pg` (a real PostgreSQL server outlives the killed process).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const serverEntry = fileURLToPath(new URL('../../../server.ts', import.meta.url));
const SECRET = 'crash-test-secret-0123456789abcdef0123';
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: tempDir(),
      HOST: '127.0.0.1',
      PORT: String(port),
      AUTH_SECRET: SECRET,
      LOG_LEVEL: 'error',
      SEED_DEMO_MEMBER: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.push(child);
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

/** Signs in as an operator over HTTP and returns a function that makes signed POST calls. */
async function operatorClient(port: number, username: string, password: string) {
  const base = `http://127.0.0.1:${port}`;
  const post = async (path: string, payload: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': CBOR_CONTENT_TYPE, ...headers },
      body: Buffer.from(encodeCbor(payload)),
    });
    return decodeCbor<ApiReply<unknown>>(new Uint8Array(await response.arrayBuffer()));
  };
  const login = (await post(operatorCalls.adminLogin.path, {
    username,
    password,
  })) as ApiReply<AdminLoginStep>;
  if (!login.status || login.data.step !== 'session') throw new Error('operator login failed');
  const { session } = login.data;
  const timestamp = monotonicTimestamps();
  return async <T>(path: string, payload: unknown): Promise<T | null> => {
    const body = encodeCbor(payload);
    const signed = await securityHeaders(
      session.secret,
      { method: 'POST', pathWithQuery: path, body },
      timestamp(),
    );
    const reply = await post(path, payload, { t: session.token, ...signed });
    return reply.status ? (reply.data as T) : null;
  };
}

/**
 * Two finance operators: one asks for a credit, the other approves it (four eyes); answers a
 * function that moves ₱1 into the player's cash and answers its transfer id.
 */
async function creditDesk(port: number) {
  const asker = await operatorClient(port, 'crash-asker', 'crash-tester-password');
  const approver = await operatorClient(port, 'crash-approver', 'crash-tester-password');
  return async (uid: number): Promise<number | null> => {
    const held = await asker<Held>(operatorCalls.adminLedgerAdjust.path, {
      uid,
      amount: '1.00',
      reason: 'crash test',
      idempotency_key: `crash-${randomUUID()}`,
    });
    if (!held) return null;
    const approved = await approver<OperatorApproval>(operatorCalls.adminApprovalDecide.path, {
      id: held.approval.id,
      decision: 'approve',
      reason: 'crash test',
    });
    return approved?.state === 'approved'
      ? (approved.result as { transfer_id: number }).transfer_id
      : null;
  };
}

describe.skipIf(!databaseUrl)('a server killed in the middle of a burst of transfers', () => {
  it('keeps every acknowledged transfer, and the ledger reconciles after the restart', async () => {
    const db = await testDatabase();
    const uid = await insertMember(db);
    for (const username of ['crash-asker', 'crash-approver']) {
      await saveOperator(
        { db, clock: { now: () => Date.now() } },
        { username, password: 'crash-tester-password', role: 'finance' },
      );
    }

    const port = await freePort();
    const first = await startServer(port);
    const adjust = await creditDesk(port);
    const acknowledged: number[] = [];
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const id = await adjust(uid).catch(() => null);
        if (id !== null && !killed) acknowledged.push(id);
        if (acknowledged.length >= 120 && !killed) {
          killed = true;
          first.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));
    if (first.exitCode === null && first.signalCode === null) {
      await new Promise((resolve) => first.once('exit', resolve));
    }

    const second = await startServer(port);
    const after = await creditDesk(port);
    expect(await after(uid)).not.toBeNull();
    second.kill('SIGTERM');

    const found = await db.query<{ id: number }>(
      'SELECT id FROM ledger_transfers WHERE id = ANY($1)',
      [acknowledged],
    );
    expect(found.map((r) => r.id).sort()).toEqual([...acknowledged].sort());
    const [cash] = await db.query<{ balance: number; transfers: number }>(
      `SELECT a.balance, (SELECT count(*) FROM ledger_transfers t WHERE t.credit_account = a.id)
         AS transfers
       FROM ledger_accounts a WHERE a.kind = 'player_cash' AND a.uid = $1`,
      [uid],
    );
    expect(cash!.transfers).toBeGreaterThanOrEqual(acknowledged.length + 1);
    expect(cash!.balance).toBe(cash!.transfers * 100);
    expect(await reconcile(db)).toMatchObject({ ok: true });
  }, 120_000);
});
