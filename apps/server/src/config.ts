import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Everything the server keeps on disk: the embedded database, uploads. */
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** Unset: embedded PGlite inside DATA_DIR. A postgres:// URL: a real PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** The built web app, served with history fallback. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Public base address of the image host; relative image paths resolve against it. */
  IMAGE_BASE_URL: z.string().default('/img/'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema>;

/** Reads the configuration from the environment; a bad value stops the boot with its reason. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = configSchema.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${reasons}`);
  }
  return parsed.data;
}

export const isProduction = (config: Config): boolean => config.NODE_ENV === 'production';
