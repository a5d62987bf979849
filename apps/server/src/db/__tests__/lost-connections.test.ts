import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, POSTGRES_POOL } from '../database.ts';
import type { Database } from '../database.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const APPLICATION = 'lost-connections-test';

/**
 * PostgreSQL ends the pool's connections, as a restart, a failover or an administrator would:
 * the server must report it and carry on (an unheard 'error' event used to end the process).
 */
describe.skipIf(!databaseUrl)('connections PostgreSQL ends', () => {
  let db: Database;
  let admin: pg.Client;
  const lost: Error[] = [];

  /** Ends the backends of the database under test (all, or one), from another connection. */
  async function terminate(pid?: number): Promise<number> {
    const { rows } = await admin.query<{ ended: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity
       WHERE application_name = $1 AND ($2::int IS NULL OR pid = $2)`,
      [APPLICATION, pid ?? null],
    );
    return rows[0]!.ended;
  }

  const until = async (done: () => boolean) => {
    for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
  };

  beforeAll(async () => {
    const url = new URL(databaseUrl!);
    url.searchParams.set('application_name', APPLICATION);
    db = await openDatabase({ url: url.toString(), dataDir: null });
    db.onConnectionLost((error) => lost.push(error));
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await db.close();
  });

  it('reports idle connections ended, and the next statements open new ones', async () => {
    // Every pooled connection opened and idle.
    await Promise.all(
      Array.from({ length: POSTGRES_POOL.max }, () => db.query('SELECT pg_sleep(0.05)')),
    );
    lost.length = 0;
    expect(await terminate()).toBe(POSTGRES_POOL.max);
    await until(() => lost.length === POSTGRES_POOL.max);
    expect(lost).toHaveLength(POSTGRES_POOL.max);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => db.query<{ n: number }>('SELECT $1::int AS n', [i])),
    );
    expect(answers.map(([row]) => row!.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('fails a transaction whose connection ends between statements, and does not reuse it', async () => {
    lost.length = 0;
    let reportedWhileCheckedOut = false;
    const transaction = db.transaction(async (tx) => {
      const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await terminate(row!.pid);
      await until(() => lost.length > 0);
      reportedWhileCheckedOut = lost.length > 0;
      await tx.query('SELECT 1');
    });
    await expect(transaction).rejects.toThrow();
    expect(reportedWhileCheckedOut).toBe(true);
    // Every connection the pool hands out now works: the dead one was closed, not pooled.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction((tx) => tx.query<{ one: number }>('SELECT 1 AS one')),
      ),
    );
    expect(answers.every(([row]) => row!.one === 1)).toBe(true);
  });
});
