import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { resultRows, type Database } from '@/lib/db';
import type { ConversationReply, MessageParty, MessageReply } from '@/lib/validation/messages';
import type { MessageCursor } from './cursor';

/** Reads for conversations and messages, shared by the calls, the events and the digest. */

export type Reader = Pick<Database, 'execute'>;

export const DELETED_USER = 'Deleted user';
const PREVIEW_LENGTH = 200;

/** A timestamp as ISO 8601 text in UTC (millisecond precision), straight from SQL. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A timestamp in whole microseconds since the epoch, as text (for cursors). */
export const micros = (column: SQL) => sql`((extract(epoch from ${column}) * 1000000)::bigint)::text`;

/** The time whose `micros` is `value`. */
export const fromMicros = (value: string) =>
  sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;

export const party = (
  id: string | null,
  displayName: string | null,
  photoURL: string | null,
): MessageParty =>
  id && displayName !== null
    ? { _id: id, displayName, photoURL: photoURL ?? '' }
    : { _id: null, displayName: DELETED_USER, photoURL: '' };

/** The thread as its member sees it: `viewerId` is one of its two sides. */
interface ConversationRow {
  id: string;
  ideaId: string;
  ideaTitle: string;
  creatorId: string;
  participantId: string | null;
  otherId: string | null;
  otherName: string | null;
  otherPhoto: string | null;
  lastBody: string | null;
  lastSender: string | null;
  lastAt: string | null;
  unread: number | string;
  otherReadAt: string | null;
  blocked: boolean;
  blockedBy: boolean;
  accessNeeded: boolean;
  lastMessageAt: string;
  createdAt: string;
}

export async function readConversations(
  db: Reader,
  viewerId: string,
  onlyId?: string,
): Promise<ConversationReply[]> {
  const result = await db.execute(sql`
    select c.id, c.idea_id as "ideaId", i.title as "ideaTitle", c.creator_id as "creatorId",
      c.participant_id as "participantId",
      o.id as "otherId", o.display_name as "otherName", o.photo_url as "otherPhoto",
      lm.body as "lastBody", lm.sender_id as "lastSender", ${iso(sql`lm.created_at`)} as "lastAt",
      (select count(*) from messages m
        where m.conversation_id = c.id and m.sender_id is distinct from ${viewerId}
          and m.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz)) as "unread",
      ${iso(sql`ro.last_read_at`)} as "otherReadAt",
      exists (select 1 from user_blocks b where b.blocker_id = ${viewerId} and b.blocked_id = o.id) as "blocked",
      exists (select 1 from user_blocks b where b.blocker_id = o.id and b.blocked_id = ${viewerId}) as "blockedBy",
      (c.participant_id = ${viewerId} and i.require_nda and not exists (
        select 1 from access_requests a
        where a.idea_id = c.idea_id and a.requester_id = ${viewerId} and a.status = 'approved')) as "accessNeeded",
      ${iso(sql`c.last_message_at`)} as "lastMessageAt", ${iso(sql`c.created_at`)} as "createdAt"
    from conversations c
    join ideas i on i.id = c.idea_id
    left join users o on o.id = case when c.creator_id = ${viewerId} then c.participant_id else c.creator_id end
    left join conversation_reads r on r.conversation_id = c.id and r.user_id = ${viewerId}
    left join conversation_reads ro on ro.conversation_id = c.id and ro.user_id = o.id
    left join lateral (
      select body, sender_id, created_at from messages
      where conversation_id = c.id order by created_at desc, id desc limit 1
    ) lm on true
    where (c.creator_id = ${viewerId} or c.participant_id = ${viewerId})
      ${onlyId ? sql`and c.id = ${onlyId}` : sql``}
    order by c.last_message_at desc, c.id desc`);
  return resultRows<ConversationRow>(result).map((row) => ({
    _id: row.id,
    ideaId: row.ideaId,
    ideaTitle: row.ideaTitle,
    role: row.creatorId === viewerId ? 'creator' : 'participant',
    otherParty: party(row.otherId, row.otherName, row.otherPhoto),
    lastMessage:
      row.lastBody !== null && row.lastAt
        ? {
            body: row.lastBody.slice(0, PREVIEW_LENGTH),
            mine: row.lastSender === viewerId,
            createdAt: row.lastAt,
          }
        : null,
    unread: Number(row.unread),
    otherLastReadAt: row.otherReadAt,
    blocked: row.blocked,
    accessNeeded: row.accessNeeded,
    canReply: row.otherId !== null && !row.blocked && !row.blockedBy && !row.accessNeeded,
    lastMessageAt: row.lastMessageAt,
    createdAt: row.createdAt,
  }));
}

/** The thread `id` when `userId` is one of its sides; null otherwise (or when it does not exist). */
export async function findMembership(
  db: Reader,
  id: string,
  userId: string,
): Promise<{
  id: string;
  ideaId: string;
  creatorId: string;
  participantId: string | null;
  requireNDA: boolean;
} | null> {
  const result = await db.execute(sql`
    select c.id, c.idea_id as "ideaId", c.creator_id as "creatorId", c.participant_id as "participantId",
      i.require_nda as "requireNDA"
    from conversations c join ideas i on i.id = c.idea_id
    where c.id = ${id} and (c.creator_id = ${userId} or c.participant_id = ${userId})`);
  return (
    resultRows<{
      id: string;
      ideaId: string;
      creatorId: string;
      participantId: string | null;
      requireNDA: boolean;
    }>(result)[0] ?? null
  );
}

interface MessageRow {
  id: string;
  conversationId: string;
  senderId: string | null;
  senderName: string | null;
  senderPhoto: string | null;
  body: string;
  createdAt: string;
  createdMicros: string;
}

const messageSelect = sql`
  select m.id, m.conversation_id as "conversationId", m.sender_id as "senderId",
    u.display_name as "senderName", u.photo_url as "senderPhoto", m.body,
    ${iso(sql`m.created_at`)} as "createdAt", ${micros(sql`m.created_at`)} as "createdMicros"
  from messages m left join users u on u.id = m.sender_id`;

export const messageReply = (row: MessageRow, viewerId: string): MessageReply => ({
  _id: row.id,
  conversationId: row.conversationId,
  sender: party(row.senderId, row.senderName, row.senderPhoto),
  mine: row.senderId === viewerId,
  body: row.body,
  createdAt: row.createdAt,
});

/** One page of a thread, newest first, after `cursor`; one more row than asked says there are older ones. */
export async function readMessagePage(
  db: Reader,
  conversationId: string,
  cursor: MessageCursor | null,
  limit: number,
): Promise<MessageRow[]> {
  const result = await db.execute(sql`
    ${messageSelect}
    where m.conversation_id = ${conversationId}
      ${cursor ? sql`and (m.created_at, m.id) < (${fromMicros(cursor.micros)}, ${cursor.id})` : sql``}
    order by m.created_at desc, m.id desc
    limit ${limit + 1}`);
  return resultRows<MessageRow>(result);
}

export async function readMessage(db: Reader, id: string): Promise<MessageRow | null> {
  const result = await db.execute(sql`${messageSelect} where m.id = ${id}`);
  return resultRows<MessageRow>(result)[0] ?? null;
}

/** Unread messages of one thread (none without `conversationId`) and of all threads of `userId`. */
export async function unreadCounts(
  db: Reader,
  userId: string,
  conversationId: string | null,
): Promise<{ unread: number; totalUnread: number }> {
  const result = await db.execute(sql`
    select
      count(*) filter (where c.id = ${conversationId ?? ''}) as "unread",
      count(*) as "totalUnread"
    from conversations c
    join messages m on m.conversation_id = c.id
    left join conversation_reads r on r.conversation_id = c.id and r.user_id = ${userId}
    where (c.creator_id = ${userId} or c.participant_id = ${userId})
      and m.sender_id is distinct from ${userId}
      and m.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz)`);
  const row = resultRows<{ unread: number | string; totalUnread: number | string }>(result)[0];
  return { unread: Number(row?.unread ?? 0), totalUnread: Number(row?.totalUnread ?? 0) };
}

/** Whether either user blocked the other. */
export async function blockedEitherWay(db: Reader, a: string, b: string): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (
      select 1 from user_blocks
      where (blocker_id = ${a} and blocked_id = ${b}) or (blocker_id = ${b} and blocked_id = ${a})
    ) as "blocked"`);
  return resultRows<{ blocked: boolean }>(result)[0]?.blocked === true;
}
