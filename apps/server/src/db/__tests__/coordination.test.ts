import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { testDatabase } from '../../test/harness.ts';
import { openDatabase } from '../database.ts';
import type { Database } from '../database.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const APPLICATION = 'coordination-test';

/** Resolves with a release function; the work it guards waits until released. */
function gate() {
  let release = () => {};
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 150 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
  return done();
};

describe('cluster-wide locks (db.coordination.exclusive)', () => {
  it('runs work of one name once at a time, and again once it ended', async () => {
    const db = await testDatabase();
    const name = `job-${Math.random()}`;
    const held = gate();
    let runs = 0;
    const first = db.coordination.exclusive(name, async () => {
      runs += 1;
      await held.opened;
      return 'first';
    });
    await until(() => runs === 1);
    expect(await db.coordination.exclusive(name, async () => 'second')).toBeUndefined();
    // Another name is not held.
    expect(await db.coordination.exclusive(`${name}-other`, async () => 'other')).toBe('other');
    held.release();
    expect(await first).toBe('first');
    expect(await db.coordination.exclusive(name, async () => 'third')).toBe('third');
  });
});

/** Two servers' databases: each with its own coordination connection, as two processes. */
describe.skipIf(!databaseUrl)('coordination between servers (PostgreSQL)', () => {
  let one: Database;
  let two: Database;
  let admin: pg.Client;

  beforeAll(async () => {
    const url = new URL(databaseUrl!);
    url.searchParams.set('application_name', APPLICATION);
    one = await openDatabase({ url: url.toString(), dataDir: null });
    two = await openDatabase({ url: url.toString(), dataDir: null });
    one.onConnectionLost(() => undefined);
    two.onConnectionLost(() => undefined);
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await one.close();
    await two.close();
  });

  /** Ends `db`'s coordination connection, as a killed server's would end. */
  async function endCoordinationOf(db: Database, name: string): Promise<void> {
    const [row] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    // The coordination connection is the one holding the job's lock (not the pool's).
    const { rows } = await admin.query<{ ended: number }>(
      `SELECT count(pg_terminate_backend(l.pid))::int AS ended FROM pg_locks l
       WHERE l.locktype = 'advisory' AND l.objid::bigint = (hashtext($1)::bigint & 4294967295)
         AND l.pid <> $2`,
      [name, row!.pid],
    );
    expect(rows[0]!.ended).toBe(1);
  }

  it("keeps a job to one server, and hands it over when its holder's connection dies", async () => {
    const name = `payouts-${Math.random()}`;
    const held = gate();
    let runningOnOne = false;
    const onOne = one.coordination
      .exclusive(name, async () => {
        runningOnOne = true;
        await held.opened;
      })
      .catch(() => undefined);
    await until(() => runningOnOne);
    expect(await two.coordination.exclusive(name, async () => 'two')).toBeUndefined();

    await endCoordinationOf(one, name);
    // PostgreSQL lets go of a dead connection's locks as it ends the backend.
    let taken: string | undefined;
    for (let i = 0; i < 100 && !taken; i++) {
      taken = await two.coordination.exclusive(name, async () => 'two');
      if (!taken) await new Promise((r) => setTimeout(r, 20));
    }
    expect(taken).toBe('two');
    held.release();
    await onOne;
  });

  it("hears another server's notifications, and says when it listens again after a loss", async () => {
    const channel = `test_${Math.floor(Math.random() * 1e9)}`;
    const heard: string[] = [];
    let resumed = 0;
    two.coordination.listen(
      channel,
      (payload) => heard.push(payload),
      () => (resumed += 1),
    );
    const send = (payload: string) =>
      one.query('SELECT pg_notify($1, $2)', [channel, payload]).then(() => undefined);
    // Listening starts with the connection: retry the first until it is heard.
    await until(() => {
      void send('hello');
      return heard.includes('hello');
    });
    expect(heard).toContain('hello');

    const { rows } = await admin.query<{ ended: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity
       WHERE application_name = $1 AND query LIKE 'LISTEN%'`,
      [APPLICATION],
    );
    expect(rows[0]!.ended).toBeGreaterThanOrEqual(1);
    expect(await until(() => resumed === 1)).toBe(true);
    await send('after');
    expect(await until(() => heard.includes('after'))).toBe(true);
  });
});
