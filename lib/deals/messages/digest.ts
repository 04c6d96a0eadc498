import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getConfig, siteUrl } from '@/lib/core/config';
import { getDb, resultRows, type Database } from '@/lib/db';
import { defineJob, enqueueJob } from '@/lib/platform/jobs';
import { enqueueMail, hasOptedOut } from '@/lib/platform/mail';
import { isUserOnline } from '@/lib/platform/presence';
import { users } from '@/models';
import { DELETED_USER } from './queries';

/**
 * Mail for messages that reach a member while they are offline: at most one digest per member per
 * MESSAGE_DIGEST_DELAY_MS (15 minutes by default). The first such message queues a
 * `messages.digest` job due after the delay; later ones find it queued and add nothing. When it
 * runs, it mails a summary of the messages since then that are still unread, unless the member
 * is online by then or turned message mail off.
 */

export const MESSAGE_DIGEST_JOB = 'messages.digest';
const THREADS_SHOWN = 10;
const PREVIEW_LENGTH = 300;

const digestPayload = z.object({
  userId: z.string().min(1),
  /** The first message of this digest: older unread messages were mailed already (or not meant to be). */
  since: z.string(),
});

type Writer = Pick<Database, 'execute' | 'insert'>;

/**
 * In the transaction that stores a message to a recipient who is offline (ask isUserOnline before
 * the transaction: the embedded database has one connection): queues their digest unless one is
 * waiting.
 */
export async function queueMessageDigest(tx: Writer, recipientId: string, since: string): Promise<void> {
  // One digest per recipient even when two messages to them are stored at the same moment.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${MESSAGE_DIGEST_JOB}:${recipientId}`}))`);
  const waiting = await tx.execute(sql`
    select 1 from jobs
    where kind = ${MESSAGE_DIGEST_JOB} and status = 'queued' and payload->>'userId' = ${recipientId}
    limit 1`);
  if (resultRows(waiting).length) return;
  await enqueueJob(
    tx,
    MESSAGE_DIGEST_JOB,
    { userId: recipientId, since },
    { runAt: new Date(Date.now() + getConfig().MESSAGE_DIGEST_DELAY_MS) },
  );
}

interface DigestThread {
  id: string;
  ideaTitle: string;
  count: number | string;
  preview: string;
  from: string | null;
}

export const messageDigestJob = defineJob({
  kind: MESSAGE_DIGEST_JOB,
  payload: digestPayload,
  async run({ userId, since }) {
    const db = getDb();
    const [user] = await db
      .select({ email: users.email, displayName: users.displayName })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    if (await isUserOnline(userId)) return;
    if (await hasOptedOut(userId, 'new-message')) return;
    const result = await db.execute(sql`
      select c.id, i.title as "ideaTitle", count(*) as "count",
        (array_agg(m.body order by m.created_at desc, m.id desc))[1] as "preview",
        (array_agg(u.display_name order by m.created_at desc, m.id desc))[1] as "from"
      from conversations c
      join ideas i on i.id = c.idea_id
      join messages m on m.conversation_id = c.id
      left join users u on u.id = m.sender_id
      left join conversation_reads r on r.conversation_id = c.id and r.user_id = ${userId}
      where (c.creator_id = ${userId} or c.participant_id = ${userId})
        and m.sender_id is distinct from ${userId}
        and m.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz)
        and m.created_at >= ${since}::timestamptz
        and not exists (select 1 from user_blocks b where b.blocker_id = ${userId} and b.blocked_id = m.sender_id)
      group by c.id, i.title
      order by max(m.created_at) desc`);
    const threads = resultRows<DigestThread>(result);
    if (!threads.length) return;
    const base = siteUrl();
    await enqueueMail(
      db,
      user.email,
      'new-messages',
      {
        displayName: user.displayName,
        total: threads.reduce((sum, t) => sum + Number(t.count), 0),
        url: `${base}/messages`,
        threads: threads.slice(0, THREADS_SHOWN).map((t) => ({
          ideaTitle: t.ideaTitle,
          from: t.from ?? DELETED_USER,
          count: Number(t.count),
          preview: t.preview.length > PREVIEW_LENGTH ? `${t.preview.slice(0, PREVIEW_LENGTH)}…` : t.preview,
          url: `${base}/messages/${t.id}`,
        })),
      },
      { unsubscribe: { userId, topic: 'new-message' } },
    );
  },
});
