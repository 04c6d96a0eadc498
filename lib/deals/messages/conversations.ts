import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { limitAttempt } from '@/lib/platform/rate-limit';
import { getDb, resultRows, type Database } from '@/lib/db';
import { isId, newId } from '@/lib/core/ids';
import { canOpenIdea, listingColumns } from '@/lib/ideas';
import { isUserOnline } from '@/lib/platform/presence';
import { ForbiddenError, InvalidError, NotFoundError } from '@/lib/core/errors';
import {
  messageListQuerySchema,
  sendMessageInputSchema,
  startConversationInputSchema,
  type ConversationReply,
  type MessageReply,
} from '@/lib/validation/messages';
import { normalizeUserId, userIdSchema } from '@/lib/validation/user-id';
import { conversations, ideas, messages, userBlocks, users, type Viewer } from '@/models';
import { ACCESS_NEEDED_MESSAGE, canMessageCreator } from './access';
import { decodeCursor, encodeCursor } from './cursor';
import { queueMessageDigest } from './digest';
import { publishMessage, publishRead } from './events';
import { noticeMessage, noticeThreadRead } from './notices';
import {
  DELETED_USER,
  blockedEitherWay,
  findMembership,
  messageReply,
  readConversations,
  readMessage,
  readMessagePage,
  unreadCounts,
  type Reader,
} from './queries';

export const MESSAGING_MESSAGES = {
  conversationNotFound: 'Conversation not found',
  ideaNotFound: 'Idea not found',
  ownIdea: 'You cannot start a conversation about your own idea',
  blocked: 'You cannot message this user',
  otherGone: 'This member deleted their account: the conversation has ended',
  userNotFound: 'User not found',
  blockSelf: 'You cannot block yourself',
  accessNeeded: ACCESS_NEEDED_MESSAGE,
  signIn: 'Please sign in to use messages',
} as const;

/** Where the caller is (for the per-address limit); without it only the per-sender limit counts. */
export interface SendContext {
  ip?: string;
}

type Writer = Pick<Database, 'execute' | 'insert' | 'update' | 'select'>;

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw InvalidError.fromZod(result.error);
  return result.data;
}

async function limitSending(viewer: Viewer, context: SendContext): Promise<void> {
  await limitAttempt('message', { ip: context.ip ?? `sender:${viewer.id}`, email: viewer.id });
}

/**
 * Stores one message in a thread whose rules were checked: bumps the thread, counts the thread as
 * read by its sender, queues the offline recipient's digest and notifies them (unless `notice` is
 * false). Returns the stored row's reply.
 */
async function storeMessage(
  tx: Writer,
  conversationId: string,
  senderId: string,
  recipientId: string | null,
  body: string,
  recipientOffline: boolean,
  { notice = true }: { notice?: boolean } = {},
): Promise<MessageReply> {
  const [row] = await tx
    .insert(messages)
    .values({ conversationId, senderId, body, createdAt: sql`clock_timestamp()` })
    .returning({ id: messages.id });
  const stored = (await readMessage(tx, row!.id))!;
  await tx.execute(sql`
    update conversations set last_message_at = greatest(last_message_at, m.created_at)
    from messages m where m.id = ${row!.id} and conversations.id = ${conversationId}`);
  await tx.execute(sql`
    insert into conversation_reads (conversation_id, user_id, last_read_at)
    select ${conversationId}, ${senderId}, created_at from messages where id = ${row!.id}
    on conflict (conversation_id, user_id)
    do update set last_read_at = greatest(conversation_reads.last_read_at, excluded.last_read_at)`);
  if (recipientId) {
    if (recipientOffline) await queueMessageDigest(tx, recipientId, stored.createdAt);
    if (notice)
      await noticeMessage(tx, { conversationId, recipientId, senderName: stored.senderName ?? DELETED_USER });
  }
  return messageReply(stored, senderId);
}

async function conversationFor(db: Reader, viewerId: string, id: string): Promise<ConversationReply> {
  const [conversation] = await readConversations(db, viewerId, id);
  if (!conversation) throw new NotFoundError(MESSAGING_MESSAGES.conversationNotFound);
  return conversation;
}

/** The thread of `participantId` with the creator of `idea`: the existing one, or created now. */
async function openThread(
  tx: Writer,
  idea: { id: string; creatorId: string },
  participantId: string,
): Promise<{ conversationId: string; created: boolean }> {
  const inserted = await tx.execute(sql`
    insert into conversations (id, idea_id, creator_id, participant_id)
    values (${newId()}, ${idea.id}, ${idea.creatorId}, ${participantId})
    on conflict (idea_id, participant_id) do nothing
    returning id`);
  const createdId = resultRows<{ id: string }>(inserted)[0]?.id;
  if (createdId) return { conversationId: createdId, created: true };
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(sql`${conversations.ideaId} = ${idea.id} and ${conversations.participantId} = ${participantId}`);
  return { conversationId: existing!.id, created: false };
}

/**
 * An access request's intro message starts (or continues) the requester's thread with the creator,
 * in the request's transaction, so the creator can answer before deciding. Nothing is written
 * while either side blocks the other. Publish the returned message once the transaction commits.
 */
export async function postIntroMessage(
  tx: Writer,
  intro: {
    idea: { id: string; creatorId: string };
    requesterId: string;
    body: string;
    creatorOffline: boolean;
  },
): Promise<MessageReply | null> {
  if (await blockedEitherWay(tx, intro.requesterId, intro.idea.creatorId)) return null;
  const { conversationId } = await openThread(tx, intro.idea, intro.requesterId);
  // The request's own notification names it: no second one for its message.
  return storeMessage(
    tx,
    conversationId,
    intro.requesterId,
    intro.idea.creatorId,
    intro.body,
    intro.creatorOffline,
    { notice: false },
  );
}

/**
 * The viewer writes to the creator of an idea: their thread on it (created now, or the one they
 * already have) with `message` added. The creator cannot start one on their own idea (400);
 * blocks (either way) are 403; on an NDA-gated idea only approved members may write (403).
 */
export async function startConversation(
  viewer: Viewer,
  input: unknown,
  context: SendContext = {},
): Promise<{ conversation: ConversationReply; created: boolean; message: MessageReply }> {
  const { ideaId, message } = parse(startConversationInputSchema, input);
  const db = getDb();
  const [idea] = await db
    .select({
      id: ideas.id,
      requireNDA: ideas.requireNDA,
      ...listingColumns,
    })
    .from(ideas)
    .where(eq(ideas.id, ideaId));
  // No new thread on an unlisted idea (threads already open go on).
  if (!idea || !canOpenIdea(idea, viewer)) throw new NotFoundError(MESSAGING_MESSAGES.ideaNotFound);
  if (idea.creatorId === viewer.id)
    throw new InvalidError(MESSAGING_MESSAGES.ownIdea, { ideaId: MESSAGING_MESSAGES.ownIdea });
  if (await blockedEitherWay(db, viewer.id, idea.creatorId))
    throw new ForbiddenError(MESSAGING_MESSAGES.blocked);
  if (!(await canMessageCreator(viewer, idea))) throw new ForbiddenError(MESSAGING_MESSAGES.accessNeeded);
  await limitSending(viewer, context);
  const recipientOffline = !(await isUserOnline(idea.creatorId));
  const { conversationId, created, stored } = await db.transaction(async (tx) => {
    const { conversationId, created } = await openThread(tx, idea, viewer.id);
    const stored = await storeMessage(
      tx,
      conversationId,
      viewer.id,
      idea.creatorId,
      message,
      recipientOffline,
    );
    return { conversationId, created, stored };
  });
  await publishMessage(stored, viewer.id, idea.creatorId);
  return { conversation: await conversationFor(db, viewer.id, conversationId), created, message: stored };
}

/** The thread when the viewer is one of its sides; 404 for anyone else (it may as well not exist). */
async function membership(viewer: Viewer, id: string) {
  if (!isId(id)) throw new NotFoundError(MESSAGING_MESSAGES.conversationNotFound);
  const found = await findMembership(getDb(), id.toLowerCase(), viewer.id);
  if (!found) throw new NotFoundError(MESSAGING_MESSAGES.conversationNotFound);
  const otherId = found.creatorId === viewer.id ? found.participantId : found.creatorId;
  return { ...found, otherId };
}

/** A message from the viewer in one of their threads. */
export async function sendMessage(
  viewer: Viewer,
  conversationId: string,
  input: unknown,
  context: SendContext = {},
): Promise<MessageReply> {
  const thread = await membership(viewer, conversationId);
  const { body } = parse(sendMessageInputSchema, input);
  if (!thread.otherId) throw new ForbiddenError(MESSAGING_MESSAGES.otherGone);
  if (await blockedEitherWay(getDb(), viewer.id, thread.otherId))
    throw new ForbiddenError(MESSAGING_MESSAGES.blocked);
  const idea = { id: thread.ideaId, creatorId: thread.creatorId, requireNDA: thread.requireNDA };
  if (!(await canMessageCreator(viewer, idea))) throw new ForbiddenError(MESSAGING_MESSAGES.accessNeeded);
  await limitSending(viewer, context);
  const recipientOffline = !(await isUserOnline(thread.otherId));
  const stored = await getDb().transaction((tx) =>
    storeMessage(tx, thread.id, viewer.id, thread.otherId, body, recipientOffline),
  );
  await publishMessage(stored, viewer.id, thread.otherId);
  return stored;
}

/** The viewer's threads, the most recently active first, with the total of unread messages. */
export async function listConversations(
  viewer: Viewer,
): Promise<{ conversations: ConversationReply[]; unread: number }> {
  const list = await readConversations(getDb(), viewer.id);
  return { conversations: list, unread: list.reduce((sum, c) => sum + c.unread, 0) };
}

/** How many messages of the others are unread in all the threads of `userId` (the header's count). */
export async function unreadMessageCount(userId: string): Promise<number> {
  return (await unreadCounts(getDb(), userId, null)).totalUnread;
}

/** One thread of the viewer (404 for anyone else). */
export async function getConversation(viewer: Viewer, conversationId: string): Promise<ConversationReply> {
  const thread = await membership(viewer, conversationId);
  return conversationFor(getDb(), viewer.id, thread.id);
}

/** A page of a thread's messages, newest first; `nextCursor` leads to older ones (null at the start). */
export async function listMessages(
  viewer: Viewer,
  conversationId: string,
  query: unknown = {},
): Promise<{ messages: MessageReply[]; nextCursor: string | null }> {
  const thread = await membership(viewer, conversationId);
  const { cursor, limit } = parse(messageListQuerySchema, query);
  const rows = await readMessagePage(getDb(), thread.id, cursor ? decodeCursor(cursor) : null, limit);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    messages: page.map((row) => messageReply(row, viewer.id)),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ micros: last.createdMicros, id: last.id }) : null,
  };
}

/** The viewer has read the thread up to its newest message. */
export async function markRead(viewer: Viewer, conversationId: string): Promise<void> {
  const thread = await membership(viewer, conversationId);
  const result = await getDb().execute(sql`
    insert into conversation_reads (conversation_id, user_id, last_read_at)
    values (${thread.id}, ${viewer.id},
      coalesce((select max(created_at) from messages where conversation_id = ${thread.id}), now()))
    on conflict (conversation_id, user_id)
    do update set last_read_at = greatest(conversation_reads.last_read_at, excluded.last_read_at)
    returning to_char(last_read_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastReadAt"`);
  const lastReadAt = resultRows<{ lastReadAt: string }>(result)[0]!.lastReadAt;
  await noticeThreadRead(viewer.id, thread.id);
  await publishRead(thread.id, viewer.id, thread.otherId, lastReadAt);
}

async function existingUserId(userId: string): Promise<string> {
  const parsed = userIdSchema.safeParse(userId);
  if (!parsed.success) throw new NotFoundError(MESSAGING_MESSAGES.userNotFound);
  const id = normalizeUserId(parsed.data);
  const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!user) throw new NotFoundError(MESSAGING_MESSAGES.userNotFound);
  return user.id;
}

/** The viewer stops hearing from `userId`: neither can message the other while the block stands. */
export async function blockUser(viewer: Viewer, userId: string): Promise<void> {
  const id = await existingUserId(userId);
  if (id === viewer.id)
    throw new InvalidError(MESSAGING_MESSAGES.blockSelf, { id: MESSAGING_MESSAGES.blockSelf });
  await getDb().insert(userBlocks).values({ blockerId: viewer.id, blockedId: id }).onConflictDoNothing();
}

/** Lifts the viewer's block of `userId` (nothing to do when there is none). */
export async function unblockUser(viewer: Viewer, userId: string): Promise<void> {
  const id = await existingUserId(userId);
  await getDb()
    .delete(userBlocks)
    .where(sql`${userBlocks.blockerId} = ${viewer.id} and ${userBlocks.blockedId} = ${id}`);
}
