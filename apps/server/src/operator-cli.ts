// `npm run operator -- create <username>`: creates an operator (or sets a new password for an
// existing one) on the configured database, embedded or DATABASE_URL. The password comes from
// OPERATOR_PASSWORD, or is asked for when there is a terminal.
import { createInterface } from 'node:readline/promises';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { resolveAuthSecret } from './platform/auth-secret.ts';
import { createOperatorService } from './modules/operators/operator-service.ts';
import { systemClock } from './providers/clock.ts';

const USAGE =
  'usage: npm run operator -- create <username>   (password from OPERATOR_PASSWORD or the prompt)';

async function askPassword(): Promise<string> {
  if (process.env.OPERATOR_PASSWORD) return process.env.OPERATOR_PASSWORD;
  if (!process.stdin.isTTY) throw new Error('Set OPERATOR_PASSWORD or run in a terminal');
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const password = await prompt.question('Password (at least 10 characters): ');
  prompt.close();
  return password;
}

async function main(): Promise<void> {
  const [command, username] = process.argv.slice(2);
  if (command !== 'create' || !username || !/^[A-Za-z0-9._-]{3,40}$/.test(username)) {
    console.error(USAGE);
    process.exit(2);
  }
  const password = await askPassword();
  if (password.length < 10) throw new Error('The password must have at least 10 characters');
  const config = loadConfig();
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(db);
    const operators = createOperatorService({
      db,
      clock: systemClock,
      secret: resolveAuthSecret(config),
    });
    await operators.saveOperator(username, password);
    console.log(`operator '${username}' saved (${db.kind})`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
