import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { emailTokens, type EmailToken, type EmailTokenPurpose } from '@/models';

/** What can write a token: the database or the transaction of the change that sends it. */
type Writer = Pick<Database, 'insert' | 'update'>;

const hashToken = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The unused, unexpired token of `purpose` behind `secret`. */
const usableToken = (purpose: EmailTokenPurpose, secret: string) =>
  and(
    eq(emailTokens.tokenHash, hashToken(secret)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, new Date()),
  );

/**
 * A new single-use secret for a link sent to `email`; only its hash is stored. Returns the
 * secret, which goes into the link and nowhere else.
 */
export async function createEmailToken(
  writer: Writer,
  {
    userId,
    purpose,
    email,
    ttlMs,
  }: { userId: string; purpose: EmailTokenPurpose; email: string; ttlMs: number },
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await writer.insert(emailTokens).values({
    userId,
    purpose,
    email,
    tokenHash: hashToken(secret),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return secret;
}

/** The unused, unexpired token behind `secret`, without using it (a page showing the form first). */
export async function findUsableEmailToken(
  purpose: EmailTokenPurpose,
  secret: string,
): Promise<EmailToken | null> {
  const [token] = await getDb().select().from(emailTokens).where(usableToken(purpose, secret)).limit(1);
  return token ?? null;
}

/**
 * Uses the token behind `secret`: at most once, even when two requests race. Null when the
 * secret is unknown, used or expired.
 */
export async function consumeEmailToken(
  writer: Writer,
  purpose: EmailTokenPurpose,
  secret: string,
): Promise<EmailToken | null> {
  const [token] = await writer
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(usableToken(purpose, secret))
    .returning();
  return token ?? null;
}

/** Ends the account's other unused links of this purpose (a newer one was sent, or one was used). */
export async function retireEmailTokens(
  writer: Writer,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<void> {
  await writer
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
