import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../../db/database.ts';
import { readTemplate } from '../../../test/pglite-template.ts';
import { tempDir } from '../../../test/temp-dirs.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');

/** `npm run operator -- …` as a person runs it, on an embedded database of its own. */
const runCli = (args: string[], env: Record<string, string>) => {
  const { DATABASE_URL: _, ...inherited } = process.env;
  return promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/operator-cli.ts', ...args],
    { cwd: repoRoot, env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env } },
  ).then(
    (out) => ({ code: 0, output: out.stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
};

describe('npm run operator -- create', () => {
  it('creates an operator with a role, and refuses a command without one', async () => {
    const dataDir = tempDir();
    // From the migrated template when the run has one (the PostgreSQL run does not: the CLI then
    // migrates the new folder itself).
    const templatePath = inject('pgliteTemplate');
    if (templatePath) {
      await (await openDatabase({ dataDir, template: readTemplate(templatePath) })).close();
    }

    const noRole = await runCli(['create', 'night-desk'], { DATA_DIR: dataDir });
    expect(noRole.code).toBe(2);
    expect(noRole.output).toContain('--role <support|compliance|finance|risk|admin>');

    const made = await runCli(['create', 'night-desk', '--role', 'finance'], {
      DATA_DIR: dataDir,
      OPERATOR_PASSWORD: 'night-desk-password',
    });
    expect(made).toMatchObject({ code: 0 });
    expect(made.output).toContain("operator 'night-desk' saved with the role finance");

    const db = await openDatabase({ dataDir });
    try {
      const rows = await db.query<{ role: string; password_hash: string }>(
        "SELECT role, password_hash FROM operators WHERE username = 'night-desk'",
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.role).toBe('finance');
      expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    } finally {
      await db.close();
    }
    // Without a template (the PostgreSQL run) the CLI migrates the new folder itself: 11 s
    // alone, over 60 s beside npm test's other stages on 2 cores.
  }, 180_000);
});
