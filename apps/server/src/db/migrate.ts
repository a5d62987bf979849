import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every migration file by name. Each owner keeps its own in a `migrations/` folder beside its code
 * (`modules/ledger/migrations/`, `platform/migrations/`, …); the built server has them copied
 * flat into one folder beside it (scripts/build.mjs). Names are unique across owners.
 */
export function migrationFiles(): Map<string, string> {
  const built = path.join(here, 'migrations');
  const folders =
    fs.existsSync(built) && fs.readdirSync(built).length > 0
      ? [built]
      : fs
          .readdirSync(path.join(here, '..'), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isDirectory() && entry.name === 'migrations')
          .map((entry) => path.join(entry.parentPath, entry.name));
  const files = new Map<string, string>();
  for (const folder of folders) {
    for (const name of fs.readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
      if (files.has(name)) throw new Error(`Two migrations are named ${name}`);
      files.set(name, path.join(folder, name));
    }
  }
  return files;
}

/** A versioned migration's `-- replaces: a.sql, b.sql` line: the files it was split from. */
export function replacedBy(sql: string): string[] {
  const line = /^-- replaces: (.+)$/m.exec(sql);
  return line ? line[1]!.split(',').map((name) => name.trim()) : [];
}

/**
 * Applies the migrations (docs/architecture.md, "Migrations"):
 * - versioned files (`NNN_name.sql`) in name order, each once, each in its own transaction. A
 *   file split out of an older one by owner names it on a `-- replaces:` line: where the older
 *   file was applied the database has every part already, so the split files are only recorded.
 * - then repeatable files (`R__name.sql`, the plpgsql functions of their owner) in name order,
 *   in one transaction, each whenever its text changed since it was last applied.
 * A lock keeps two servers starting against one PostgreSQL from racing.
 */
export async function migrate(
  db: Database,
  available: Map<string, string> = migrationFiles(),
): Promise<string[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_repeatables (name text PRIMARY KEY, sha256 text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = [...available].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const applied: string[] = [];
  for (const [name, file] of files.filter(([n]) => /^\d/.test(n))) {
    const sql = fs.readFileSync(file, 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(724242)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (seen.length > 0) return false;
      const replaced = replacedBy(sql);
      const split = await tx.query('SELECT 1 FROM schema_migrations WHERE name = ANY($1)', [
        replaced,
      ]);
      if (split.length === 0) {
        for (const statement of splitStatements(sql)) await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return split.length === 0;
    });
    if (done) applied.push(name);
  }
  const repeatables = files.filter(([n]) => n.startsWith('R__'));
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(724242)');
    for (const [name, file] of repeatables) {
      const sql = fs.readFileSync(file, 'utf8');
      const sha256 = createHash('sha256').update(sql).digest('hex');
      const [row] = await tx.query<{ sha256: string }>(
        'SELECT sha256 FROM schema_repeatables WHERE name = $1',
        [name],
      );
      if (row?.sha256 === sha256) continue;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query(
        `INSERT INTO schema_repeatables (name, sha256) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET sha256 = $2, applied_at = now()`,
        [name, sha256],
      );
      applied.push(name);
    }
  });
  return applied;
}

/**
 * Splits a migration into statements on semicolons at line ends, except inside dollar-quoted
 * bodies (`$$ ... $$`, `$tag$ ... $tag$`), so a function keeps its body whole. Migrations keep
 * to that form: no statement-ending semicolon mid-line, no `$` quote inside a string.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let openQuote: string | null = null;
  for (const token of sql.matchAll(/\$(?:[A-Za-z_]\w*)?\$|;[ \t]*(?=\r?\n|$)/g)) {
    const [text] = token;
    if (text.startsWith('$')) {
      if (openQuote === null) openQuote = text;
      else if (openQuote === text) openQuote = null;
    } else if (openQuote === null) {
      statements.push(sql.slice(start, token.index));
      start = token.index + text.length;
    }
  }
  statements.push(sql.slice(start));
  return statements.map((s) => s.replace(/^\s*--.*$/gm, '').trim()).filter(Boolean);
}
