import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { embeddedCoordination, postgresCoordination } from './coordination.ts';
import type { Coordination } from './coordination.ts';

export type Row = Record<string, unknown>;

/** What queries need: run SQL with $1 parameters. A transaction handle has the same shape. */
export type Queryable = {
  /**
   * `prepareAs` names a statement the server parses and plans once per connection (PostgreSQL);
   * for the hottest fixed statements only, since each name stays in every connection's memory.
   */
  query<T extends Row = Row>(sql: string, params?: unknown[], prepareAs?: string): Promise<T[]>;
};

export type Database = Queryable & {
  /** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Where read-only calls that may lag the primary by a moment read (the catalogue, published
   * content): the streaming replica of DATABASE_READ_URL when one is set, else this database.
   * Money, sessions and anything the caller has just written are read from the primary.
   */
  readonly replica: Queryable;
  /** Notifications and cluster-wide locks (db/coordination.ts). */
  readonly coordination: Coordination;
  /**
   * Where a connection lost outside a statement is reported (a PostgreSQL restart, a failover,
   * an administrator ending it): it is dropped and the next statement opens a new one. Until a
   * listener is set, a line goes to stderr. The embedded database has no connections to lose.
   */
  onConnectionLost(listener: (error: Error) => void): void;
};

// Return int8 and numeric as strings only where we ask for them; counts come back as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * A fixed-size pool: a connection, once opened, stays. A new PostgreSQL connection compiles each
 * plpgsql function and plans each statement on first use (the seamless-wallet calls are such
 * functions): its first round of play took about 8 ms against 2 ms on a warm one, besides about
 * 2 ms to open it (docs/seamless-wallet.md, "Figures"). pg's default closes a connection idle for
 * 10 s, so every lull in play would have cost that again, all connections at once.
 */
export const POSTGRES_POOL = { max: 10, min: 10 } as const;

/** A pool's statements, for the primary and for the replica alike. */
function poolQueryable(pool: pg.Pool): Queryable {
  return {
    async query(sql, params, prepareAs) {
      return (await pool.query({ text: sql, values: params as unknown[], name: prepareAs })).rows;
    },
  };
}

function postgres(url: string, readUrl?: string, directUrl?: string): Database {
  let reportLost = (error: Error) =>
    console.warn(`PostgreSQL connection lost (the pool opens another): ${error.message}`);
  const openPool = (connectionString: string) => {
    const pool = new pg.Pool({ connectionString, ...POSTGRES_POOL });
    // A pooled connection that dies while idle is an 'error' event of the pool: unheard, it
    // would end the process. The pool has already dropped it.
    pool.on('error', (error) => reportLost(error));
    return pool;
  };
  const pool = openPool(url);
  const replicaPool = readUrl ? openPool(readUrl) : null;
  const coordination = postgresCoordination(directUrl ?? url, (error) => reportLost(error));
  return {
    kind: 'postgres',
    ...poolQueryable(pool),
    replica: replicaPool ? poolQueryable(replicaPool) : poolQueryable(pool),
    coordination,
    async transaction(work) {
      const client = await pool.connect();
      // The same for a connection that dies while checked out, between two statements; a lost
      // (or unusable) connection is closed on release instead of going back to the pool.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
        reportLost(error);
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async (sql, params, prepareAs) =>
            (await client.query({ text: sql, values: params as unknown[], name: prepareAs })).rows,
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // The work's error is the one to report; a rollback that fails means a dead connection.
        if (!lost)
          await client.query('ROLLBACK').catch((rollbackError: Error) => onLost(rollbackError));
        throw error;
      } finally {
        client.removeListener('error', onLost);
        client.release(lost);
      }
    },
    async close() {
      await coordination.close();
      await Promise.all([pool.end(), replicaPool?.end()]);
    },
    onConnectionLost(listener) {
      reportLost = listener;
    },
  };
}

/**
 * The embedded database holds the demo catalogue and a few players (a real PostgreSQL server is
 * the way to scale): PostgreSQL's default 128 MB of shared buffers would be most of the server's
 * memory for nothing.
 */
export const EMBEDDED_SETTINGS = {
  postgresqlconf: 'shared_buffers=16MB\nmaintenance_work_mem=16MB',
};

async function embedded(dataDir: string | null, template?: Blob): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    // A new folder is initialised by a first instance that is then closed: the memory initdb
    // used is freed with it, instead of staying with the server for its whole life.
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
      await (await PGlite.create(dir, { ...EMBEDDED_SETTINGS, loadDataDir: template })).close();
    }
  }
  const db = await PGlite.create(dir, {
    ...EMBEDDED_SETTINGS,
    ...(dir ? {} : { loadDataDir: template }),
  });
  const int8AsNumber = { parsers: { 20: (v: string) => Number(v) } };
  const query: Queryable['query'] = async (sql, params) =>
    (await db.query(sql, params, int8AsNumber)).rows as never;
  return {
    kind: 'pglite',
    query,
    replica: { query },
    coordination: embeddedCoordination(db),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async (sql, params) => (await tx.query(sql, params, int8AsNumber)).rows as never,
        }),
      ),
    close: () => db.close(),
    onConnectionLost: () => undefined,
  };
}

/**
 * Opens the database: a real PostgreSQL server when a URL is given, else the embedded one
 * (on disk in dataDir, or in memory when dataDir is null). A new embedded database starts from
 * `template` when given (a data directory dumped by newEmbeddedCluster) instead of running
 * initdb, which takes seconds of CPU: tests make one template and start every database from it.
 */
export function openDatabase(options: {
  url?: string;
  /** A streaming replica of `url` for the reads `Database.replica` serves (PostgreSQL only). */
  readUrl?: string;
  /** A direct connection to `url`'s server for `coordination`, when `url` is a pooler's. */
  directUrl?: string;
  dataDir: string | null;
  template?: Blob;
}): Promise<Database> {
  return options.url
    ? Promise.resolve(postgres(options.url, options.readUrl, options.directUrl))
    : embedded(options.dataDir, options.template);
}

/** A newly initialised, empty embedded cluster, dumped (uncompressed tar) to serve as a template. */
export async function newEmbeddedCluster(): Promise<Blob> {
  const db = await PGlite.create(undefined, EMBEDDED_SETTINGS);
  try {
    return await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
}
