import 'server-only';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { authSecret } from '@/lib/platform/security';
import { siteUrl } from '@/lib/core/config';
import { getDb } from '@/lib/db';
import { InvalidError } from '@/lib/core/errors';
import { emailOptOuts } from '@/models';
import { isMailTopic, MAIL_TOPICS, type MailTopic } from '@/lib/core/mail-topics';

export const UNSUBSCRIBE_LINK_INVALID_MESSAGE =
  'This unsubscribe link is not valid. Change your email settings on your profile.';

function signature(payload: string): Buffer {
  const key = Buffer.from(
    hkdfSync('sha256', authSecret(), Buffer.alloc(0), 'ideas-marketplace unsubscribe v1', 32),
  );
  return createHmac('sha256', key).update(payload).digest();
}

/** `<userId>.<topic>.<signature>`: names who and what, and cannot be made for anyone else. */
export function unsubscribeToken(userId: string, topic: MailTopic): string {
  const payload = `${userId}.${topic}`;
  return `${payload}.${signature(payload).toString('base64url')}`;
}

/** The user and topic of a genuine token; InvalidError otherwise. */
export function readUnsubscribeToken(token: unknown): { userId: string; topic: MailTopic } {
  const invalid = () =>
    new InvalidError(UNSUBSCRIBE_LINK_INVALID_MESSAGE, { token: UNSUBSCRIBE_LINK_INVALID_MESSAGE });
  if (typeof token !== 'string' || token.length > 300) throw invalid();
  const [userId, topic, sig] = token.split('.');
  if (!userId || !topic || !sig || !isMailTopic(topic)) throw invalid();
  const expected = signature(`${userId}.${topic}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  return { userId, topic };
}

/** The two addresses of an unsubscribable mail: one-click (RFC 8058, POST) and the page of the footer link. */
export function unsubscribeUrls(userId: string, topic: MailTopic): { oneClick: string; page: string } {
  const token = encodeURIComponent(unsubscribeToken(userId, topic));
  return {
    oneClick: `${siteUrl()}/api/mail/unsubscribe?token=${token}`,
    page: `${siteUrl()}/unsubscribe?token=${token}`,
  };
}

export const unsubscribedMessage = (topic: MailTopic) =>
  `You will no longer get emails about ${MAIL_TOPICS[topic]}.`;

/** Turns a topic's mail off for the token's user (again: no change). Returns the sentence to show. */
export async function unsubscribe(token: unknown): Promise<string> {
  const { userId, topic } = readUnsubscribeToken(token);
  try {
    await getDb().insert(emailOptOuts).values({ userId, topic }).onConflictDoNothing();
  } catch (error) {
    // The account is gone (23503, no such user): there is nothing left to send to it anyway.
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ??
      (error as { code?: string }).code;
    if (code !== '23503') throw error;
  }
  return unsubscribedMessage(topic);
}

export async function hasOptedOut(userId: string, topic: MailTopic): Promise<boolean> {
  const [row] = await getDb()
    .select({ topic: emailOptOuts.topic })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.topic, topic)))
    .limit(1);
  return Boolean(row);
}
