import pg from 'pg';

/**
 * What the servers of one database coordinate through besides data: notifications
 * (LISTEN/NOTIFY, the real-time events of docs/scaling.md) and cluster-wide locks (each periodic
 * job runs on one server at a time).
 */
export type Coordination = {
  /**
   * Calls `onNotify` with each notification's payload on `channel`, from any server (this one
   * too). `onResume` runs after a lost connection is replaced: notifications sent meanwhile
   * were missed, and whoever relies on them reads the state again.
   */
  listen(channel: string, onNotify: (payload: string) => void, onResume?: () => void): void;
  /**
   * Runs `work` only while this process holds the cluster-wide lock `name` (answers undefined,
   * without running it, when another holds it). The lock dies with its holder's connection, so a
   * killed server's job is taken by the next server whose turn comes.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T | undefined>;
  close(): Promise<void>;
};

/** The advisory-lock class of job locks (db/migrate.ts takes a one-key lock of its own). */
const JOB_LOCK_CLASS = 7242;
const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

/** Runs `work` unless this process is already running work of that name (answers undefined). */
function oneRunPerName() {
  const running = new Set<string>();
  return async <T>(name: string, work: () => Promise<T | undefined>): Promise<T | undefined> => {
    if (running.has(name)) return undefined;
    running.add(name);
    try {
      return await work();
    } finally {
      running.delete(name);
    }
  };
}

/**
 * PostgreSQL's: one connection of its own per process, outside the pool (a pooled connection
 * goes back to the pool and would drop its LISTEN and its locks), opened on first use and
 * replaced when lost.
 */
export function postgresCoordination(
  url: string,
  reportLost: (error: Error) => void,
): Coordination {
  type Listener = { onNotify: (payload: string) => void; onResume?: () => void };
  const channels = new Map<string, Listener[]>();
  const onePerProcess = oneRunPerName();
  let connection: Promise<pg.Client> | null = null;
  let closed = false;

  async function open(): Promise<pg.Client> {
    for (let attempt = 0; ; attempt += 1) {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        client.on('notification', (message) => {
          for (const listener of channels.get(message.channel) ?? []) {
            listener.onNotify(message.payload ?? '');
          }
        });
        client.on('error', (error) => lose(client, error));
        client.on('end', () => lose(client, new Error('coordination connection ended')));
        for (const channel of channels.keys()) {
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        }
        return client;
      } catch (error) {
        await client.end().catch(() => undefined);
        if (closed) throw error;
        reportLost(error as Error);
        const wait = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]!;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  let current: pg.Client | null = null;
  // One statement at a time on the connection (pg queues them, but warns that it will stop).
  let queue: Promise<unknown> = Promise.resolve();
  function statement<R extends pg.QueryResultRow>(
    client: pg.Client,
    sql: string,
    params?: unknown[],
  ): Promise<pg.QueryResult<R>> {
    const result = queue.then(() => client.query<R>(sql, params));
    queue = result.catch(() => undefined);
    return result;
  }

  function connect(): Promise<pg.Client> {
    connection ??= open().then((client) => (current = client));
    return connection;
  }

  function lose(client: pg.Client, error: Error) {
    if (closed || current !== client) return;
    current = null;
    connection = null;
    reportLost(error);
    void client.end().catch(() => undefined);
    if (channels.size === 0) return;
    // Listening again at once; what was sent meanwhile is read back by whoever listens.
    connect().then(
      () => channels.forEach((listeners) => listeners.forEach((l) => l.onResume?.())),
      () => undefined,
    );
  }

  return {
    listen(channel, onNotify, onResume) {
      const listeners = channels.get(channel);
      if (listeners) return void listeners.push({ onNotify, onResume });
      channels.set(channel, [{ onNotify, onResume }]);
      void connect()
        .then((client) => statement(client, `LISTEN ${pg.escapeIdentifier(channel)}`))
        .catch((error: Error) => reportLost(error));
    },
    // PostgreSQL's session locks are re-entrant: this process's own holder is checked first.
    exclusive: (name, work) =>
      onePerProcess(name, async () => {
        const client = await connect();
        const [row] = (
          await statement<{ locked: boolean }>(
            client,
            'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
            [JOB_LOCK_CLASS, name],
          )
        ).rows;
        if (!row?.locked) return undefined;
        try {
          return await work();
        } finally {
          // A lost connection has already let go of the lock.
          if (current === client) {
            await statement(client, 'SELECT pg_advisory_unlock($1, hashtext($2))', [
              JOB_LOCK_CLASS,
              name,
            ]).catch(() => undefined);
          }
        }
      }),
    async close() {
      closed = true;
      const client = current;
      current = null;
      connection = null;
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * The embedded database's: one process holds it, so a lock is this process's own and a
 * notification comes back through PGlite's own LISTEN.
 */
export function embeddedCoordination(db: {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}): Coordination {
  return {
    listen(channel, onNotify) {
      void db.listen(channel, onNotify);
    },
    exclusive: oneRunPerName(),
    close: async () => undefined,
  };
}
