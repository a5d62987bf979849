import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { readTemplate } from '../../test/pglite-template.ts';
import { tempDir } from '../../test/temp-dirs.ts';
import { openDatabase } from '../database.ts';
import { migrate, migrationFiles } from '../migrate.ts';

// Embedded databases of their own: these migrations are not the product's schema. From the
// template when the run made one (not on the PostgreSQL run: then a new cluster).
const emptyDatabase = () => {
  const template = inject('pgliteTemplate');
  return openDatabase({ dataDir: null, template: template ? readTemplate(template) : undefined });
};

/** Migration files in a temporary folder, by name, as migrate() takes them. */
function files(sql: Record<string, string>): Map<string, string> {
  const dir = tempDir();
  return new Map(
    Object.entries(sql).map(([name, text]) => {
      fs.writeFileSync(path.join(dir, name), text);
      return [name, path.join(dir, name)];
    }),
  );
}

const OLD = { '010_shop.sql': 'CREATE TABLE a (x int);\nCREATE TABLE b (y int);' };
const SPLIT = {
  '010_shop_a.sql': '-- replaces: 010_shop.sql\nCREATE TABLE a (x int);',
  '011_other_b.sql': '-- replaces: 010_shop.sql\nCREATE TABLE b (y int);',
};
const fn = (answer: number) => ({
  'R__functions.sql': `CREATE OR REPLACE FUNCTION answer() RETURNS int\nLANGUAGE plpgsql AS $$\nBEGIN\n  RETURN ${answer};\nEND $$;`,
});

// A new embedded database starts in about 4 s alone, and took up to 30 s in `npm test` beside the
// other stages on two cores.
describe('migrations by owner', { timeout: 90_000 }, () => {
  it('finds every owner’s migrations, each name once', () => {
    const names = [...migrationFiles().keys()];
    expect(names).toEqual(
      expect.arrayContaining(['001_catalogue.sql', '011_platform.sql', 'R__ledger_functions.sql']),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('runs files split by owner on a new database', async () => {
    const db = await emptyDatabase();
    expect(await migrate(db, files({ ...SPLIT, ...fn(1) }))).toEqual([
      '010_shop_a.sql',
      '011_other_b.sql',
      'R__functions.sql',
    ]);
    expect(await db.query('SELECT count(*)::int AS n FROM a, b')).toEqual([{ n: 0 }]);
    await db.close();
  });

  it('only records them where the file they were split from was applied', async () => {
    const db = await emptyDatabase();
    await migrate(db, files(OLD));
    expect(await migrate(db, files({ ...SPLIT, ...fn(1) }))).toEqual(['R__functions.sql']);
    const recorded = await db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(recorded.map((r) => r.name)).toEqual([
      '010_shop.sql',
      '010_shop_a.sql',
      '011_other_b.sql',
    ]);
    await db.close();
  });

  it('applies a repeatable file again when, and only when, its text changed', async () => {
    const db = await emptyDatabase();
    expect(await migrate(db, files(fn(1)))).toEqual(['R__functions.sql']);
    expect(await migrate(db, files(fn(1)))).toEqual([]);
    expect(await migrate(db, files(fn(2)))).toEqual(['R__functions.sql']);
    expect(await db.query('SELECT answer() AS answer')).toEqual([{ answer: 2 }]);
    await db.close();
  });
});
