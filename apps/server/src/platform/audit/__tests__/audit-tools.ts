import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Queryable } from '../../../db/database.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');

/** What an attacker with the database's rights does: the trigger off, the work, back on. */
export async function behindTheTrigger<T>(db: Queryable, work: () => Promise<T>): Promise<T> {
  await db.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change');
  try {
    return await work();
  } finally {
    await db.query('ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change');
  }
}

/** `npm run audit:verify` with `env` (the database and data folder it checks): code and output. */
export const runAuditCli = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/audit-cli.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
  }).then(
    (out) => ({ code: 0, stdout: out.stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
