import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the SQL files of db/migrations in name order, each once, each in its own transaction.
 * A lock keeps two servers starting against one PostgreSQL from racing.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const name of files) {
    const sql = fs.readFileSync(path.join(migrationsDir, name), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(724242)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (seen.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
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
