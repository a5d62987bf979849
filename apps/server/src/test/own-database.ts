import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/database.ts';
import { testDatabase } from './harness.ts';
import { readTemplate } from './pglite-template.ts';
import { tempDir } from './temp-dirs.ts';

/**
 * A new, empty database of a test's own (not migrated): a PGlite folder, or a new database on the
 * test PostgreSQL server. `env` points a command-line tool at it (and at a data folder of its
 * own, for the object storage); `reopen` opens it again after `db` was closed; `drop` removes it.
 */
export async function ownDatabase(): Promise<{
  db: Database;
  env: Record<string, string>;
  reopen: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  const dataDir = tempDir();
  if (url) {
    const name = `own_${randomBytes(6).toString('hex')}`;
    const shared = await testDatabase();
    await shared.query(`CREATE DATABASE ${name}`);
    const own = new URL(url);
    own.pathname = `/${name}`;
    const reopen = () => openDatabase({ url: own.toString(), dataDir: null });
    return {
      db: await reopen(),
      env: { DATABASE_URL: own.toString(), DATA_DIR: dataDir },
      reopen,
      drop: async () => {
        await shared.query(`DROP DATABASE IF EXISTS ${name}`);
      },
    };
  }
  const template = readTemplate(inject('pgliteTemplate'));
  return {
    db: await openDatabase({ dataDir, template }),
    env: { DATA_DIR: dataDir },
    reopen: () => openDatabase({ dataDir }),
    drop: async () => {},
  };
}
