// `npm run operator -- create <username> --role <role>`: creates an operator (or sets a new
// password and role for an existing one) on the configured database, embedded or DATABASE_URL.
// The password comes from OPERATOR_PASSWORD, or is asked for when there is a terminal.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { OPERATOR_ROLES } from '@pisoplay/contract';
import type { OperatorRole } from '@pisoplay/contract';
import { runCommand, withConfiguredDatabase } from './db/command-line.ts';
import { saveOperator } from './modules/operators/index.ts';
import { systemClock } from './providers/clock.ts';

const USAGE = `usage: npm run operator -- create <username> --role <${OPERATOR_ROLES.join('|')}>
  (password from OPERATOR_PASSWORD or the prompt, at least 10 characters)`;

async function askPassword(): Promise<string> {
  if (process.env.OPERATOR_PASSWORD) return process.env.OPERATOR_PASSWORD;
  if (!process.stdin.isTTY) throw new Error('Set OPERATOR_PASSWORD or run in a terminal');
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const password = await prompt.question('Password (at least 10 characters): ');
  prompt.close();
  return password;
}

const isRole = (value: unknown): value is OperatorRole =>
  (OPERATOR_ROLES as readonly unknown[]).includes(value);

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { role: { type: 'string' } },
    allowPositionals: true,
    strict: false,
  });
  const [command, username] = positionals;
  const role = values.role;
  if (
    command !== 'create' ||
    !username ||
    !/^[A-Za-z0-9._-]{3,40}$/.test(username) ||
    !isRole(role)
  ) {
    console.error(USAGE);
    process.exit(2);
  }
  const password = await askPassword();
  if (password.length < 10) throw new Error('The password must have at least 10 characters');
  await withConfiguredDatabase(async (db) => {
    await saveOperator({ db, clock: systemClock }, { username, password, role });
    console.log(`operator '${username}' saved with the role ${role} (${db.kind})`);
  });
}

runCommand(main);
