import 'server-only';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const hostPort = z
  .string()
  .trim()
  .regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:9099')
  .optional();

/** Every environment variable the product reads. `.env.example` documents each one. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number (1-65535)' })
    .int('must be a port number (1-65535)')
    .min(1, 'must be a port number (1-65535)')
    .max(65535, 'must be a port number (1-65535)')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Deadline of one database call (statement_timeout on PostgreSQL, and the client's own). */
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Deadline of one connection attempt to PostgreSQL. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1500),
  /**
   * Named prepared statements on PostgreSQL: each statement is parsed and planned once per
   * connection. Turn off behind a pooler in transaction mode (PgBouncer), which cannot keep them.
   */
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /**
   * Anonymous replies of the ideas API (list, search, one idea) are kept in memory and may be kept
   * by shared caches for this long (0: never). A write through this process forgets them at once.
   */
  API_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** Requests handled at once (server.mjs, in arrival order; 0: no limit). */
  REQUEST_CONCURRENCY: z.coerce.number().int().min(0).max(10_000).default(32),
  /** A request that waited this long for its turn is answered 503 "busy". */
  REQUEST_MAX_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** On SIGTERM, how long the requests under way may finish before the instance exits (server.mjs). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Embedded database: refuse new work (503) while the waiting work would take longer than this. */
  DATABASE_MAX_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
  /** /metrics answers on the main port to this bearer token (server.mjs); unset: not there. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** /metrics is also served on this port of 127.0.0.1, without a token; 0: not served. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  /** Traces go over OTLP/HTTP to this collector (server.mjs); unset: tracing is off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /**
   * Several instances: each one's writes reach the others' caches through Redis (pub/sub of the
   * change announcements, and Next's cache tags). Unset: one instance, caches in its own memory.
   */
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379')
    .optional(),
  /**
   * Uploads go to this S3 bucket (any S3-compatible store) instead of DATA_DIR/uploads, so that
   * several instances serve the same files. Credentials: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY,
   * else the AWS SDK's default chain (environment, profile, instance role).
   */
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** An S3-compatible endpoint (MinIO, R2, s3rver…); unset: AWS. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Address the bucket as a path (`endpoint/bucket/key`), which most S3-compatible stores need. */
  S3_FORCE_PATH_STYLE: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_SECRET: optionalString,
  /** The Ed25519 private key (PKCS#8 PEM, or its DER in base64) that signs authorship receipts. */
  RECEIPT_SIGNING_KEY: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: booleanFlag,
  /** Attempts per client address per 15 minutes, for each of sign-in, registration and token creation. */
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(50),
  /** Attempts per email address per 15 minutes, for each of sign-in, registration and token creation. */
  RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** How long a user stays online after their last presence stream closed (a reload must not flicker). */
  PRESENCE_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** Mail goes out over this SMTP server (smtp:// or smtps://, credentials in the URL); unset: the outbox in DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .trim()
    .regex(
      /^smtps?:\/\/[^\s]+$/,
      'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587',
    )
    .optional(),
  /** The sender of every message. */
  MAIL_FROM: z.string().trim().min(3).default('Ideas Marketplace <no-reply@ideas.localhost>'),
  /** How often an idle job worker looks for due jobs. */
  JOB_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  /** Tries before a job is dead-lettered. */
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  /** Wait before the first retry; it doubles with every further try (with jitter), up to an hour. */
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(10_000),
  /** A claimed job whose worker has not finished within this time is taken by another (its worker died). */
  JOB_LOCK_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(86_400_000)
    .default(5 * 60_000),
  /** Jobs run at once by one instance; 0 turns this instance's worker off. */
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(2),
  /** A member offline when a message reaches them gets at most one mail about new messages per this interval. */
  MESSAGE_DIGEST_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400_000)
    .default(15 * 60_000),
  /** The hour (UTC, 0–23) at which daily saved-search digests go out. */
  SAVED_SEARCH_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** Messages one member may send per 15 minutes (a client address may send five times as many). */
  MESSAGE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /** Members with these addresses (comma-separated) become admins when they sign in. */
  ADMIN_EMAILS: optionalString,
  /**
   * `post`: new and edited ideas are listed at once and admins review them afterwards (reports);
   * `pre`: they wait, unlisted, until an admin approves them.
   */
  MODERATION: z.enum(['post', 'pre'], { error: 'MODERATION must be post or pre' }).default('post'),
  // Firebase Authentication mode (see lib/core/config/firebase.ts): on when the web config and admin credentials are set.
  NEXT_PUBLIC_FIREBASE_API_KEY: optionalString,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: optionalString,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: optionalString,
  NEXT_PUBLIC_FIREBASE_APP_ID: optionalString,
  FIREBASE_SERVICE_ACCOUNT: optionalString,
  FIREBASE_AUTH_EMULATOR_HOST: hostPort,
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: hostPort,
});

export type Config = z.infer<typeof configSchema>;
