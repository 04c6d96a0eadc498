import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb, placeholderList, placeholderValues, preparedStatements, statementBatcher } from '@/lib/db';
import { apiTokens, users, type User } from '@/models';

const TOKEN_PREFIX = 'idm_';

export interface ApiTokenSummary {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export function hashToken(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Creates a personal access token; the secret is returned once and only its hash is stored. */
export async function createApiToken(
  userId: string,
  name: string,
): Promise<ApiTokenSummary & { token: string }> {
  const token = `${TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
  const [row] = await getDb()
    .insert(apiTokens)
    .values({ userId, name, tokenHash: hashToken(token), prefix: token.slice(0, TOKEN_PREFIX.length + 6) })
    .returning();
  return { ...summarize(row!), token };
}

export async function listApiTokens(userId: string): Promise<ApiTokenSummary[]> {
  const rows = await getDb()
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(summarize);
}

/** Revokes one of the user's tokens; false when it is not theirs or does not exist. */
export async function revokeApiToken(userId: string, tokenId: string): Promise<boolean> {
  const deleted = await getDb()
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return deleted.length > 0;
}

/**
 * `lastUsedAt` is written at most once a minute per token: a client sending many requests at once
 * would otherwise queue them all behind the lock of one row.
 */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * Read on every request with a token: the token's user comes with it, in the same round trip, and
 * the tokens of requests arriving together are read by one statement, kept per number of tokens
 * so that PostgreSQL plans it once per connection.
 */
const tokenUsersByHashes = preparedStatements((db, count: number) =>
  db
    .select({ tokenHash: apiTokens.tokenHash, user: users, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(sql`${apiTokens.tokenHash} in (${placeholderList('hash', count)})`)
    .prepare(`api_token_users_by_${count}_hashes`),
);

type TokenUser = { user: User; lastUsedAt: Date | null };

const tokenUserByHash = statementBatcher<string, TokenUser | null>(async (hashes) => {
  const distinct = [...new Set(hashes)];
  const rows = await tokenUsersByHashes(distinct.length).execute(placeholderValues('hash', distinct));
  const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
  return hashes.map((hash) => byHash.get(hash) ?? null);
});

/** The user a token belongs to (whatever their account's status), or null for an unknown or revoked token. */
export async function userForApiToken(token: string): Promise<User | null> {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const tokenHash = hashToken(token);
  const row = await tokenUserByHash(tokenHash);
  if (!row) return null;
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS)
    await getDb()
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiTokens.tokenHash, tokenHash),
          or(
            isNull(apiTokens.lastUsedAt),
            lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_PRECISION_MS)),
          ),
        ),
      );
  return row.user;
}

function summarize(row: typeof apiTokens.$inferSelect): ApiTokenSummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
  };
}
