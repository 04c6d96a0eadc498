import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type postgres from 'postgres';
import { getConfig } from '@/lib/core/config';
import { getDatabase, type DatabaseHandle } from '@/lib/db';
import { RateLimitedError } from '@/lib/core/errors';
import { processSlot } from '@/lib/core/singleton';

/**
 * Actions limited per client address and per email address (for access requests and messages: per
 * user, whose id goes in the "email" key).
 */
export type LimitedAction =
  | 'sign-in'
  | 'register'
  | 'token'
  | 'password-reset'
  | 'verify-email'
  | 'email-change'
  | 'access-request'
  | 'message'
  | 'report';

const LIMITED_ACTIONS: readonly LimitedAction[] = [
  'sign-in',
  'register',
  'token',
  'password-reset',
  'verify-email',
  'email-change',
  'access-request',
  'message',
  'report',
];

export const RATE_LIMIT_WINDOW_SECONDS = 15 * 60;

const MESSAGES: Record<LimitedAction, string> = {
  'sign-in': 'Too many sign-in attempts',
  register: 'Too many registration attempts',
  token: 'Too many token requests',
  'password-reset': 'Too many password reset requests',
  'verify-email': 'Too many verification emails requested',
  'email-change': 'Too many email address changes requested',
  'access-request': 'Too many access requests',
  message: 'You are sending messages too fast',
  report: 'Too many reports',
};

/** Allowances per window: by address and by email (or, for messages, by sender). */
function allowances(action: LimitedAction): { ip: number; email: number } {
  const config = getConfig();
  if (action === 'message') return { ip: config.MESSAGE_RATE_LIMIT * 5, email: config.MESSAGE_RATE_LIMIT };
  return { ip: config.RATE_LIMIT_PER_IP, email: config.RATE_LIMIT_PER_EMAIL };
}

export { RateLimitedError };

function rateLimited(action: LimitedAction, retryAfterSeconds: number): RateLimitedError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new RateLimitedError(
    `${MESSAGES[action]}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  );
}

interface Limiters {
  ip: RateLimiterAbstract;
  email: RateLimiterAbstract;
}

/** postgres.js speaking the small part of node-postgres's Pool that the limiter uses. */
function poolAdapter(sql: postgres.Sql) {
  return {
    async query({ text, values }: { text: string; values?: unknown[] }) {
      const rows = await sql.unsafe(text, (values ?? []) as postgres.ParameterOrJSON<never>[]);
      return {
        rows: rows.map((row) => ({ ...row, expire: row.expire === null ? null : Number(row.expire) })),
        rowCount: rows.count ?? rows.length,
      };
    },
  };
}

/** Limiters on a database's table, per database handle (PostgreSQL). */
const sharedLimits =
  processSlot<WeakMap<DatabaseHandle, Promise<Record<LimitedAction, Limiters>>>>('ideasRateLimits');
/** In-memory limiters, per set of allowances (the embedded database). */
const memoryLimits = processSlot<Map<string, Record<LimitedAction, Limiters>>>('ideasRateLimitsMemory');

function buildLimiters(make: (keyPrefix: string, points: number) => Promise<RateLimiterAbstract>) {
  return Promise.all(
    LIMITED_ACTIONS.map(async (action) => {
      const points = allowances(action);
      const [ip, email] = await Promise.all([
        make(`${action}-ip`, points.ip),
        make(`${action}-email`, points.email),
      ]);
      return [action, { ip, email }] as const;
    }),
  ).then((entries) => Object.fromEntries(entries) as Record<LimitedAction, Limiters>);
}

/**
 * One set of limiters per database: in memory on the embedded database (one process), in a
 * table shared by every instance on PostgreSQL.
 */
function limiters(): Promise<Record<LimitedAction, Limiters>> {
  const handle = getDatabase();
  const config = getConfig();
  if (handle.driver === 'pglite') {
    const memory = memoryLimits.getOrCreate(() => new Map());
    const signature = `${config.RATE_LIMIT_PER_IP}/${config.RATE_LIMIT_PER_EMAIL}/${config.MESSAGE_RATE_LIMIT}`;
    const cached = memory.get(signature);
    if (cached) return Promise.resolve(cached);
    return buildLimiters(
      async (keyPrefix, points) =>
        new RateLimiterMemory({ keyPrefix, points, duration: RATE_LIMIT_WINDOW_SECONDS }),
    ).then((built) => {
      memory.set(signature, built);
      return built;
    });
  }
  const shared = sharedLimits.getOrCreate(() => new WeakMap());
  let pending = shared.get(handle);
  if (!pending) {
    const storeClient = poolAdapter(handle.sql);
    pending = buildLimiters(
      async (keyPrefix, points) =>
        new RateLimiterPostgres({
          storeClient,
          storeType: 'pool',
          tableName: 'rate_limits',
          // The table comes from a migration (drizzle/0003_rate_limits.sql): never create it at
          // request time, where parallel first requests raced each other to create it.
          tableCreated: true,
          keyPrefix,
          points,
          duration: RATE_LIMIT_WINDOW_SECONDS,
        }),
    );
    pending.catch(() => shared.delete(handle));
    shared.set(handle, pending);
  }
  return pending;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

async function consume(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.ceil(error.msBeforeNext / 1000);
    throw error;
  }
}

/** Counts one attempt for the address and the email; 429 once either has used up its allowance. */
export async function limitAttempt(
  action: LimitedAction,
  { ip, email }: { ip: string; email?: string },
): Promise<void> {
  const set = (await limiters())[action];
  const waits = await Promise.all([
    consume(set.ip, ip),
    email ? consume(set.email, normalizeEmail(email)) : null,
  ]);
  const wait = Math.max(...waits.map((w) => w ?? -1));
  if (wait >= 0) throw rateLimited(action, wait);
}

/** Throws the 429 without counting an attempt when the address or email is already blocked. */
export async function assertNotLimited(
  action: LimitedAction,
  { ip, email }: { ip: string; email?: string },
): Promise<void> {
  const set = (await limiters())[action];
  const allowed = allowances(action);
  const [byIp, byEmail] = await Promise.all([
    set.ip.get(ip),
    email ? set.email.get(normalizeEmail(email)) : null,
  ]);
  const blocked = [
    byIp && byIp.consumedPoints >= allowed.ip ? byIp : null,
    byEmail && byEmail.consumedPoints >= allowed.email ? byEmail : null,
  ].filter((r): r is RateLimiterRes => r !== null);
  if (blocked.length)
    throw rateLimited(action, Math.ceil(Math.max(...blocked.map((r) => r.msBeforeNext)) / 1000));
}

/** A successful sign-in forgives the email's earlier failures. */
export async function clearEmailAttempts(action: LimitedAction, email: string): Promise<void> {
  await (await limiters())[action].email.delete(normalizeEmail(email));
}

/**
 * The client's address: the first X-Forwarded-For hop behind a trusted proxy, else the socket
 * address that server.mjs puts in x-client-address (it overwrites whatever the client sent).
 */
export function clientAddress(headers: Headers | Record<string, string | string[] | undefined>): string {
  const read = (name: string): string | undefined => {
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  if (getConfig().TRUST_PROXY) {
    const forwarded = read('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return read('x-client-address') ?? 'unknown';
}

/** Forgets every in-memory counter (tests that change the limits). */
export function resetRateLimits(): void {
  memoryLimits.get()?.clear();
  sharedLimits.set(undefined);
}
