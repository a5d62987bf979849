import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const configSchema = z
  .object({
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
    /**
     * A streaming replica of DATABASE_URL for the catalogue and other read-only calls that may lag
     * by a moment (docs/scaling.md); money and a player's own writes are read from the primary.
     */
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must be a postgres:// URL')
      .optional(),
    /**
     * A direct connection to the primary for LISTEN and the job locks, when DATABASE_URL goes
     * through a transaction-mode pooler that cannot carry them (docs/scaling.md); default
     * DATABASE_URL.
     */
    DATABASE_DIRECT_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_DIRECT_URL must be a postgres:// URL')
      .optional(),
    /** The built web app, served with history fallback. */
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    /** The built back office (apps/admin), served under /admin/ with history fallback. */
    ADMIN_DIST: z.string().default(path.join(repoRoot, 'apps/admin/dist')),
    /** Public base address of the image host; relative image paths resolve against it. */
    IMAGE_BASE_URL: z.string().default('/img/'),
    /**
     * Which proxies may set X-Forwarded-For (client addresses drive the rate limits): 'false'
     * (default: trust none), a hop count, or a comma list of addresses/CIDRs.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v): boolean | number | string =>
        v === 'false' ? false : v === 'true' ? true : /^\d+$/.test(v) ? Number(v) : v,
      ),
    /**
     * Outside origins the app may show in frames (ID verification, live chat), comma separated,
     * e.g. 'https://verify.example.com'. Empty: frames from our own origin only.
     */
    FRAME_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(/^https?:\/\/[^/\s;,']+$/, 'FRAME_ORIGINS takes origins like https://host'),
        ),
      ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** A request slower than this many milliseconds is logged at warn, whatever it asked for. */
    LOG_SLOW_MS: z.coerce.number().int().min(1).default(1000),

    // ---- Members: sign-in, sessions, SMS, email, uploads (docs/auth.md)
    /**
     * Server secret (at least 32 characters) for one-time-code hashes, session signing secrets and
     * signed upload links. Required in production and the same on every server; elsewhere a random
     * one is kept in DATA_DIR/auth-secret.
     */
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
    /** 'simulator' keeps texts in memory (GET /dev/outbox/sms); 'semaphore' sends them. */
    SMS_PROVIDER: z.enum(['simulator', 'semaphore']).default('simulator'),
    SEMAPHORE_BASE_URL: z.string().url().default('https://api.semaphore.co'),
    SEMAPHORE_API_KEY: z.string().optional(),
    /** Approved sender name; unset uses Semaphore's default. */
    SEMAPHORE_SENDER_NAME: z.string().max(11).optional(),
    /**
     * 'simulator' keeps emails in memory (GET /dev/outbox/email); 'postmark' sends them through
     * Postmark and needs POSTMARK_SERVER_TOKEN and EMAIL_FROM.
     */
    EMAIL_PROVIDER: z.enum(['simulator', 'postmark']).default('simulator'),
    /** The sender of our emails, e.g. 'PisoPlay <no-reply@pisoplay.ph>' (a verified domain). */
    EMAIL_FROM: z.string().min(3).optional(),
    POSTMARK_BASE_URL: z.string().url().default('https://api.postmarkapp.com'),
    POSTMARK_SERVER_TOKEN: z.string().optional(),
    /** Postmark's transactional message stream. */
    POSTMARK_MESSAGE_STREAM: z.string().min(1).default('outbound'),
    /** 'simulator' serves its own verification pages under /sim/ocr/; 'didit' uses Didit. */
    ID_OCR_PROVIDER: z.enum(['simulator', 'didit']).default('simulator'),
    DIDIT_BASE_URL: z.string().url().default('https://verification.didit.me'),
    DIDIT_API_KEY: z.string().optional(),
    DIDIT_WORKFLOW_ID: z.string().optional(),
    /** 'local' stores uploads under DATA_DIR/uploads; 's3' in an S3-compatible bucket. */
    STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
    /** Base address of the S3-compatible service, e.g. https://s3.ap-southeast-1.amazonaws.com. */
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Key prefix inside the bucket. */
    S3_PREFIX: z.string().default('uploads/'),
    /**
     * Codes one address may request per hour, across all phones (SMS pumping); 0 turns it off.
     * Outside production, loopback addresses are exempt (local and browser tests).
     */
    OTP_SENDS_PER_IP_HOUR: z.coerce.number().int().min(0).default(30),
    /** '1' turns off the password-login rate limits (benchmarks); ignored in production. */
    LOGIN_RATE_LIMIT_DISABLED: z.enum(['0', '1']).default('0'),
    /**
     * Play needed on a deposit before it is withdrawable, as a multiple of the deposit (an
     * anti-money-laundering rule, docs/wallet.md); 0 turns it off.
     */
    DEPOSIT_TURNOVER_MULTIPLIER: z.coerce.number().min(0).max(20).default(1),

    // ---- Payments (docs/wallet.md: deposits, the payment gateway and vouchers)
    /**
     * 'simulator' (default) is the built-in gateway with its own checkout page under /sim/pay/;
     * 'paymongo' uses PayMongo and needs PUBLIC_BASE_URL and the PAYMONGO_* settings below.
     */
    PAYMENT_PROVIDER: z.enum(['simulator', 'paymongo']).default('simulator'),
    /**
     * 'off' stops the payment background jobs (the deposit deadline, the withdrawal payouts, the
     * simulator's webhook deliveries): the server tests run them by hand, so apps sharing a test
     * database do not act on each other's orders.
     */
    PAYMENT_JOBS: z.enum(['on', 'off']).default('on'),
    /** How long a player has to pay a deposit before the order becomes timeout. */
    DEPOSIT_EXPIRES_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    /** The simulator's webhook signing secret; unset: a random one per process. */
    PAYMENT_SIM_SECRET: z
      .string()
      .min(32, 'PAYMENT_SIM_SECRET must be at least 32 characters')
      .optional(),
    /** How long the simulator takes to pay (or fail) a payout. */
    PAYMENT_SIM_PAYOUT_MS: z.coerce.number().int().min(0).default(3000),
    /** Where players reach this server, e.g. https://play.example.ph (a real gateway's return address). */
    PUBLIC_BASE_URL: z.string().url().optional(),
    PAYMONGO_BASE_URL: z.string().url().default('https://api.paymongo.com'),
    /** The secret API key (sk_test_… or sk_live_…; the live key checks the live signature). */
    PAYMONGO_SECRET_KEY: z.string().optional(),
    /** The webhook's secret (whsk_…), from creating the webhook for checkout_session.payment.paid. */
    PAYMONGO_WEBHOOK_SECRET: z.string().optional(),
    /** Our PayMongo Wallet's source account for payouts (number, name, BIC from GET /v2/wallets). */
    PAYMONGO_WALLET_NUMBER: z.string().optional(),
    PAYMONGO_WALLET_NAME: z.string().optional(),
    PAYMONGO_WALLET_BIC: z.string().optional(),

    // ---- Withdrawals (docs/wallet.md, "Withdrawals and accounts")
    /**
     * Withdrawals up to this many pesos that pass the risk checks are approved without an
     * operator; 0 sends every withdrawal to an operator.
     */
    WITHDRAW_AUTO_APPROVE_MAX: z.coerce.number().int().min(0).default(5000),
    /**
     * Risk check: a player's withdrawals of the last 24 hours (not canceled, this one included)
     * may add up to this many pesos and still be approved automatically.
     */
    WITHDRAW_AUTO_APPROVE_DAILY_MAX: z.coerce.number().int().min(0).default(20000),
    /** How often the payout job asks the gateway about paying withdrawals (PAYMENT_JOBS=on). */
    WITHDRAW_PAYOUT_POLL_SECONDS: z.coerce.number().min(1).default(5),
    /**
     * How long after asking for a payout a 'not_found' from the gateway is believed (it may not
     * have recorded the request yet); then the payout is asked for again with the same reference.
     */
    WITHDRAW_PAYOUT_RETRY_SECONDS: z.coerce.number().min(0).default(60),
    /**
     * After this many minutes without a payout: timeout (hold voided) if the gateway says it never
     * took it; with no definite answer the order stays paying and is flagged for an operator.
     */
    WITHDRAW_PAYOUT_TIMEOUT_MINUTES: z.coerce.number().min(0).default(30),
    /**
     * How long a payout pass owns the withdrawals it works on (docs/wallet.md, "Payouts"): longer
     * than its gateway calls take; a server that dies mid-pass lets go of them after this.
     */
    WITHDRAW_PAYOUT_LEASE_SECONDS: z.coerce.number().int().min(5).default(120),
    // ---- Games (docs/seamless-wallet.md)
    /** The built-in game provider's wallet signing secret; unset: a random one per process. */
    GAME_BUILTIN_SECRET: z
      .string()
      .min(32, 'GAME_BUILTIN_SECRET must be at least 32 characters')
      .optional(),
    /**
     * 'off' stops the built-in game server's retry job (wins and rollbacks owed, crash rounds
     * left in flight): the server tests run it by hand, as for PAYMENT_JOBS.
     */
    GAME_JOBS: z.enum(['on', 'off']).default('on'),
    /**
     * 'off' stops the bonus grants' expiry job (docs/promotions.md); a bet still expires its
     * player's grants first. The server tests run it by hand, as for PAYMENT_JOBS.
     */
    BONUS_JOBS: z.enum(['on', 'off']).default('on'),
    /** The built-in games' build (served under /games/builtin/). */
    GAMES_DIST: z.string().default(path.join(repoRoot, 'apps/games/dist')),
    // ---- Partner entries (docs/partners.md)
    /**
     * Signing keys of the partner wallet apps, `id=key` pairs separated by commas (each key at
     * least 32 characters). Unset outside production: the demo partner 'demo-wallet' signs with
     * DEMO_PARTNER_KEY. A partner without a key here cannot ask for entry tokens.
     */
    PARTNER_KEYS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((pair) => pair.trim())
          .filter(Boolean)
          .map((pair) => {
            const at = pair.indexOf('=');
            return [pair.slice(0, at), pair.slice(at + 1)] as const;
          }),
      )
      .pipe(
        z.array(
          z.tuple([
            z.string().regex(/^[a-z0-9-]{1,32}$/, 'PARTNER_KEYS takes id=key pairs'),
            z.string().min(32, 'Each key of PARTNER_KEYS needs at least 32 characters'),
          ]),
        ),
      ),
    /** Seed the demo player (docs/auth.md) into an empty members table: on in development. */
    SEED_DEMO_MEMBER: z.enum(['auto', '0', '1']).default('auto'),

    // ---- Operators (docs/back-office.md)
    /**
     * The operators' second factor: 'required' asks every operator for a TOTP code, enrolling it at
     * the first sign-in; 'optional' lets an operator without one sign in with the password (they
     * can enrol from their account page). 'auto': required in production, optional elsewhere.
     */
    OPERATOR_TOTP: z.enum(['auto', 'required', 'optional']).default('auto'),
  })
  .refine((config) => !config.DATABASE_READ_URL || config.DATABASE_URL, {
    path: ['DATABASE_READ_URL'],
    message: 'DATABASE_READ_URL is a replica of DATABASE_URL: set DATABASE_URL too',
  })
  .refine((config) => !config.DATABASE_DIRECT_URL || config.DATABASE_URL, {
    path: ['DATABASE_DIRECT_URL'],
    message: 'DATABASE_DIRECT_URL reaches the primary of DATABASE_URL: set DATABASE_URL too',
  });

export type Config = z.infer<typeof configSchema>;
/** Settings as written in the environment, before parsing (what tests override). */
export type ConfigInput = z.input<typeof configSchema>;

/** Reads the configuration from the environment; a bad value stops the boot with its reason. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ConfigInput> = {},
): Config {
  const parsed = configSchema.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${reasons}`);
  }
  return parsed.data;
}
