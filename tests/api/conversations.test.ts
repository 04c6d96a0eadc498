import { and, eq, sql } from 'drizzle-orm';
import { POST as decideRoute } from '@/app/api/access-requests/[id]/[action]/route';
import { POST as requestAccessRoute } from '@/app/api/ideas/[id]/access-requests/route';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute, POST as startRoute } from '@/app/api/conversations/route';
import { GET as messagesRoute, POST as sendRoute } from '@/app/api/conversations/[id]/messages/route';
import { POST as readRoute } from '@/app/api/conversations/[id]/read/route';
import { GET as notificationsRoute } from '@/app/api/notifications/route';
import { GET as presenceRoute } from '@/app/api/presence/route';
import { DELETE as unblockRoute, POST as blockRoute } from '@/app/api/users/[id]/block/route';
import { resetRateLimits } from '@/lib/platform/rate-limit';
import { resetConfig } from '@/lib/core/config';
import { getDb } from '@/lib/db';
import { MESSAGE_DIGEST_JOB } from '@/lib/deals/messages';
import { getPresenceHub } from '@/lib/platform/presence';
import { conversationListReplySchema, messagePageReplySchema } from '@/lib/validation/messages';
import { emailOptOuts, jobs, users, type User } from '@/models';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { BASE_URL, call } from './http';
import { insertIdeas } from './ideas-fixtures';
import { withMailWorker } from './mail-worker';
import { SseReader } from './sse';

process.env.MESSAGE_RATE_LIMIT = '1000';
process.env.MESSAGE_DIGEST_DELAY_MS = '300';
process.env.PRESENCE_GRACE_MS = '100';

beforeAll(() => {
  resetConfig();
  resetRateLimits();
});

afterAll(async () => {
  await getPresenceHub().stop();
  delete process.env.MESSAGE_RATE_LIMIT;
  delete process.env.MESSAGE_DIGEST_DELAY_MS;
  delete process.env.PRESENCE_GRACE_MS;
  resetConfig();
  resetRateLimits();
});

type Conversation = {
  _id: string;
  ideaId: string;
  ideaTitle: string;
  role: string;
  otherParty: { _id: string | null; displayName: string; photoURL: string };
  lastMessage: { body: string; mine: boolean } | null;
  unread: number;
  otherLastReadAt: string | null;
  blocked: boolean;
  canReply: boolean;
};
type Message = {
  _id: string;
  body: string;
  mine: boolean;
  sender: { _id: string | null; displayName: string };
  createdAt: string;
};

/** As the user, from an address of their own (rate-limit counters on PostgreSQL outlive a test). */
const as = async (user: User) => ({ ...(await bearerHeaders(user)), 'x-client-address': `addr-${user.id}` });

async function start(user: User, ideaId: string, message: string) {
  return call<{
    success: boolean;
    conversation: Conversation;
    message?: string;
    errors?: Record<string, string>;
  }>(startRoute, '/api/conversations', {
    method: 'POST',
    headers: await as(user),
    body: { ideaId, message },
  });
}

async function send(user: User, id: string, body: unknown) {
  return call<{ success: boolean; message: Message; errors?: Record<string, string> }>(
    sendRoute,
    `/api/conversations/${id}/messages`,
    { method: 'POST', headers: await as(user), body: { body }, params: { id } },
  );
}

async function page(user: User, id: string, query = '') {
  return call<{ success: boolean; messages: Message[]; nextCursor: string | null; message?: string }>(
    messagesRoute,
    `/api/conversations/${id}/messages${query}`,
    { headers: await bearerHeaders(user), params: { id } },
  );
}

async function list(user: User) {
  const reply = await call<{ success: boolean; conversations: Conversation[]; unread: number }>(
    listRoute,
    '/api/conversations',
    { headers: await bearerHeaders(user) },
  );
  expect(reply.status).toBe(200);
  conversationListReplySchema.parse(reply.body);
  return reply.body;
}

async function read(user: User, id: string) {
  return call(readRoute, `/api/conversations/${id}/read`, {
    method: 'POST',
    headers: await bearerHeaders(user),
    params: { id },
  });
}

async function block(user: User, id: string, method: 'POST' | 'DELETE' = 'POST') {
  return call(method === 'POST' ? blockRoute : unblockRoute, `/api/users/${id}/block`, {
    method,
    headers: await bearerHeaders(user),
    params: { id },
  });
}

/** A creator with one idea (gated or not) and a member who writes about it. */
async function pair(options: { requireNDA?: boolean } = {}) {
  const creator = await createUser({ displayName: 'Creator' });
  const buyer = await createUser({ displayName: 'Buyer', photoURL: '/api/uploads/profiles/x.webp' });
  const [ideaId] = await insertIdeas(creator, [
    { title: 'Tea robot', requireNDA: options.requireNDA ?? false },
  ]);
  return { creator, buyer, ideaId: ideaId! };
}

async function thread() {
  const p = await pair();
  const started = await start(p.buyer, p.ideaId, 'Hello, is it still for sale?');
  expect(started.status).toBe(201);
  return { ...p, id: started.body.conversation._id };
}

describe('starting a conversation', () => {
  it('creates the thread with its first message (201), then gives back the same thread (200)', async () => {
    const { creator, buyer, ideaId } = await pair();
    const first = await start(buyer, ideaId, '  Hello there  ');
    expect(first.status).toBe(201);
    expect(first.body.conversation).toMatchObject({
      ideaId,
      ideaTitle: 'Tea robot',
      role: 'participant',
      otherParty: { _id: creator.id, displayName: 'Creator' },
      lastMessage: { body: 'Hello there', mine: true },
      unread: 0,
      canReply: true,
      blocked: false,
    });
    const again = await start(buyer, ideaId, 'Me again');
    expect(again.status).toBe(200);
    expect(again.body.conversation._id).toBe(first.body.conversation._id);
    expect(again.body.conversation.lastMessage).toMatchObject({ body: 'Me again' });
    const mine = await list(buyer);
    expect(mine.conversations.map((c) => c._id)).toEqual([first.body.conversation._id]);
    const theirs = await list(creator);
    expect(theirs.conversations[0]).toMatchObject({
      role: 'creator',
      unread: 2,
      otherParty: { _id: buyer.id, displayName: 'Buyer', photoURL: '/api/uploads/profiles/x.webp' },
    });
    expect(theirs.unread).toBe(2);
  });

  it('refuses the creator on their own idea (400), unknown ideas (404) and visitors (401)', async () => {
    const { creator, ideaId } = await pair();
    const own = await start(creator, ideaId, 'Talking to myself');
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({
      success: false,
      message: 'You cannot start a conversation about your own idea',
    });
    expect(own.body.errors).toHaveProperty('ideaId');
    expect((await start(creator, 'a'.repeat(24), 'Hi')).status).toBe(404);
    expect((await start(creator, 'nope', 'Hi')).status).toBe(400);
    const anonymous = await call(startRoute, '/api/conversations', {
      method: 'POST',
      body: { ideaId, message: 'Hi' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('on an NDA-gated idea, needs approved access (403)', async () => {
    const { buyer, ideaId } = await pair({ requireNDA: true });
    const reply = await start(buyer, ideaId, 'May I see it?');
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('Request access to this idea before messaging its creator');
  });

  it('on an NDA-gated idea, opens once access is approved, and closes again when it is revoked', async () => {
    const { buyer, creator, ideaId } = await pair({ requireNDA: true });
    const requested = await call<{ request: { _id: string } }>(
      requestAccessRoute,
      `/api/ideas/${ideaId}/access-requests`,
      {
        method: 'POST',
        headers: await bearerHeaders(buyer),
        params: { id: ideaId },
        body: { fullName: 'Buyer Name', agree: true },
      },
    );
    expect(requested.status).toBe(201);
    const requestId = requested.body.request._id;
    const creatorHeaders = await bearerHeaders(creator);
    const decide = (action: 'approve' | 'revoke') =>
      call(decideRoute, `/api/access-requests/${requestId}/${action}`, {
        method: 'POST',
        headers: creatorHeaders,
        params: { id: requestId, action },
        body: {},
      });
    expect((await decide('approve')).status).toBe(200);
    const started = await start(buyer, ideaId, 'Thanks for the access!');
    expect(started.status).toBe(201);
    expect((await decide('revoke')).status).toBe(200);
    const refused = await send(buyer, started.body.conversation._id, 'One more question');
    expect(refused.status).toBe(403);
  });
});

describe('an access request’s intro message', () => {
  async function requestWith(buyer: User, ideaId: string, message?: string) {
    const reply = await call<{ request: { _id: string } }>(
      requestAccessRoute,
      `/api/ideas/${ideaId}/access-requests`,
      {
        method: 'POST',
        headers: await as(buyer),
        params: { id: ideaId },
        body: { fullName: 'Buyer Name', agree: true, ...(message === undefined ? {} : { message }) },
      },
    );
    expect(reply.status).toBe(201);
    return reply.body.request._id;
  }

  it('starts the thread; the creator may answer at once, the requester writes again once approved', async () => {
    const { buyer, creator, ideaId } = await pair({ requireNDA: true });
    const requestId = await requestWith(buyer, ideaId, 'I run three bakeries.');
    const [thread] = (await list(creator)).conversations;
    expect(thread).toMatchObject({
      ideaId,
      role: 'creator',
      otherParty: { _id: buyer.id },
      lastMessage: { body: 'I run three bakeries.', mine: false },
      unread: 1,
    });
    expect((await send(creator, thread!._id, 'Happy to talk once you are in.')).status).toBe(201);
    const waiting = (await list(buyer)).conversations[0]!;
    expect(waiting).toMatchObject({ accessNeeded: true, canReply: false });
    const before = await send(buyer, thread!._id, 'Great!');
    expect(before.status).toBe(403);
    const approved = await call(decideRoute, `/api/access-requests/${requestId}/approve`, {
      method: 'POST',
      headers: await bearerHeaders(creator),
      params: { id: requestId, action: 'approve' },
      body: {},
    });
    expect(approved.status).toBe(200);
    expect((await list(buyer)).conversations[0]).toMatchObject({ accessNeeded: false, canReply: true });
    // The creator's side never needs access.
    expect((await list(creator)).conversations[0]).toMatchObject({ accessNeeded: false, canReply: true });
    expect((await send(buyer, thread!._id, 'Great!')).status).toBe(201);
    expect((await page(buyer, thread!._id)).body.messages.map((m) => m.body)).toEqual([
      'Great!',
      'Happy to talk once you are in.',
      'I run three bakeries.',
    ]);
  });

  it('starts nothing without a message, or while either side blocks the other', async () => {
    const { buyer, creator, ideaId } = await pair({ requireNDA: true });
    await requestWith(buyer, ideaId);
    expect((await list(creator)).conversations).toEqual([]);
    const other = await pair({ requireNDA: true });
    expect((await block(other.creator, other.buyer.id)).status).toBe(200);
    await requestWith(other.buyer, other.ideaId, 'Hello?');
    expect((await list(other.creator)).conversations).toEqual([]);
    expect((await list(other.buyer)).conversations).toEqual([]);
  });
});

describe('the bell’s new-message notification', () => {
  type Notice = { type: string; text: string; link: string; read: boolean };
  const notices = async (user: User) =>
    (
      await call<{ notifications: Notice[]; unread: number }>(notificationsRoute, '/api/notifications', {
        headers: await bearerHeaders(user),
      })
    ).body;

  it('is one per thread while unread, counts its messages, and is read with the thread', async () => {
    const { creator, buyer, id } = await thread();
    expect((await send(buyer, id, 'Second')).status).toBe(201);
    expect((await send(buyer, id, 'Third')).status).toBe(201);
    const before = await notices(creator);
    expect(before.notifications.filter((n) => n.type === 'new-message')).toEqual([
      expect.objectContaining({
        text: 'Buyer sent you 3 messages about “Tea robot”.',
        link: `/messages/${id}`,
        read: false,
      }),
    ]);
    expect(before.unread).toBe(1);
    // The sender's own messages notify nobody on their side.
    expect((await notices(buyer)).notifications).toEqual([]);

    expect((await read(creator, id)).status).toBe(200);
    const after = await notices(creator);
    expect(after.unread).toBe(0);
    expect(after.notifications.map((n) => n.read)).toEqual([true]);

    // A new message after reading is a new notification.
    expect((await send(buyer, id, 'Fourth')).status).toBe(201);
    const again = await notices(creator);
    expect(again.notifications.map((n) => [n.text, n.read])).toEqual([
      ['Buyer sent you a message about “Tea robot”.', false],
      ['Buyer sent you 3 messages about “Tea robot”.', true],
    ]);
  });
});

describe('sending messages', () => {
  it('accepts 5,000 characters and refuses 5,001, empty and blank bodies with a field error', async () => {
    const { buyer, creator, id } = await thread();
    const longest = await send(buyer, id, 'x'.repeat(5000));
    expect(longest.status).toBe(201);
    expect(longest.body.message.body).toHaveLength(5000);
    const tooLong = await send(creator, id, 'y'.repeat(5001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ body: 'A message can be at most 5,000 characters' });
    for (const body of ['', '   \n ', undefined, 42]) {
      const empty = await send(buyer, id, body);
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toHaveProperty('body');
    }
    const nul = await send(buyer, id, 'a\u0000b');
    expect(nul.status).toBe(400);
  });

  it('keeps the text as written: trimmed, never turned into HTML', async () => {
    const { buyer, creator, id } = await thread();
    const raw = '  <b>bold</b> & <script>alert(1)</script> https://example.com  ';
    const reply = await send(creator, id, raw);
    expect(reply.status).toBe(201);
    expect(reply.body.message).toMatchObject({
      body: raw.trim(),
      mine: true,
      sender: { _id: creator.id, displayName: 'Creator' },
    });
    const seen = await page(buyer, id);
    expect(seen.body.messages[0]).toMatchObject({ body: raw.trim(), mine: false });
  });

  it('is for the two sides only: anyone else gets 404, as for a thread that does not exist', async () => {
    const { id } = await thread();
    const outsider = await createUser();
    for (const reply of [
      await page(outsider, id),
      await send(outsider, id, 'Hi'),
      await read(outsider, id),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ success: false, message: 'Conversation not found' });
    }
    expect((await page(outsider, 'not-an-id')).status).toBe(404);
    expect((await page(outsider, 'b'.repeat(24))).status).toBe(404);
    expect((await list(outsider)).conversations).toEqual([]);
  });
});

describe('reading a thread', () => {
  it('pages 45 messages newest first with no duplicate and no gap, even while new ones arrive', async () => {
    const { buyer, creator, id } = await thread();
    for (let i = 1; i <= 44; i++) {
      const reply = await send(i % 2 ? creator : buyer, id, `message ${i}`);
      expect(reply.status).toBe(201);
    }
    const expected = [
      'Hello, is it still for sale?',
      ...Array.from({ length: 44 }, (_, i) => `message ${i + 1}`),
    ].reverse();
    const seen: string[] = [];
    const ids = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply = await page(
        buyer,
        id,
        `?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(reply.status).toBe(200);
      messagePageReplySchema.parse(reply.body);
      for (const m of reply.body.messages) {
        seen.push(m.body);
        ids.add(m._id);
      }
      cursor = reply.body.nextCursor;
      pages += 1;
      // New messages while paging belong before the first page: they never shift the later ones.
      if (pages === 1) {
        await send(creator, id, 'late 1');
        await send(buyer, id, 'late 2');
      }
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
    expect(ids.size).toBe(45);
    const newest = await page(buyer, id, '?limit=2');
    expect(newest.body.messages.map((m) => m.body)).toEqual(['late 2', 'late 1']);
    expect(newest.body.nextCursor).toEqual(expect.any(String));
  });

  it('refuses a forged cursor and a bad limit (400)', async () => {
    const { buyer, id } = await thread();
    const forged = await page(buyer, id, '?cursor=abc');
    expect(forged.status).toBe(400);
    expect((await page(buyer, id, '?limit=0')).status).toBe(400);
    expect((await page(buyer, id, '?limit=101')).status).toBe(400);
  });

  it('counts unread messages per thread until the reader marks the thread read', async () => {
    const { buyer, creator, id } = await thread();
    await send(buyer, id, 'second');
    await send(buyer, id, 'third');
    expect((await list(creator)).conversations[0]).toMatchObject({ unread: 3 });
    expect((await list(buyer)).conversations[0]).toMatchObject({ unread: 0, otherLastReadAt: null });
    // Reading a page is not marking read.
    await page(creator, id);
    expect((await list(creator)).unread).toBe(3);
    expect((await read(creator, id)).body).toEqual({ success: true });
    expect((await list(creator)).conversations[0]!.unread).toBe(0);
    // The sender sees the read receipt; their own messages never count as unread.
    const buyerView = (await list(buyer)).conversations[0]!;
    expect(buyerView.unread).toBe(0);
    expect(buyerView.otherLastReadAt).toEqual(expect.any(String));
    await send(buyer, id, 'fourth');
    expect((await list(creator)).unread).toBe(1);
    expect((await read(creator, id)).status).toBe(200);
    expect((await list(creator)).unread).toBe(0);
  });
});

describe('blocking', () => {
  it('stops messages both ways while it stands; unblocking lets them through again', async () => {
    const { buyer, creator, id, ideaId } = await thread();
    expect((await block(creator, buyer.id)).body).toEqual({ success: true });
    expect((await block(creator, buyer.id)).status).toBe(200);
    for (const [from] of [[buyer], [creator]] as const) {
      const reply = await send(from, id, 'Hello?');
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ success: false, message: 'You cannot message this user' });
    }
    const [otherIdea] = await insertIdeas(creator, [{ title: 'Second idea' }]);
    expect((await start(buyer, otherIdea!, 'Hi')).status).toBe(403);
    expect((await start(buyer, ideaId, 'Hi')).status).toBe(403);
    expect((await list(creator)).conversations[0]).toMatchObject({ blocked: true, canReply: false });
    expect((await list(buyer)).conversations[0]).toMatchObject({ blocked: false, canReply: false });

    expect((await block(creator, buyer.id, 'DELETE')).body).toEqual({ success: true });
    expect((await send(buyer, id, 'Back again')).status).toBe(201);
    expect((await send(creator, id, 'Welcome back')).status).toBe(201);
  });

  it('works from the other side too, and refuses unknown users (404) and oneself (400)', async () => {
    const { buyer, creator, id } = await thread();
    expect((await block(buyer, creator.id)).status).toBe(200);
    expect((await send(creator, id, 'Hello?')).status).toBe(403);
    expect((await send(buyer, id, 'Hello?')).status).toBe(403);
    expect((await block(buyer, 'c'.repeat(24))).status).toBe(404);
    const self = await block(buyer, buyer.id);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot block yourself');
  });
});

describe('a deleted account', () => {
  it("leaves its messages in the thread, from a 'Deleted user', and ends the thread", async () => {
    const { buyer, creator, id } = await thread();
    await send(creator, id, 'Thanks for your interest');
    await getDb().delete(users).where(eq(users.id, buyer.id));
    const seen = await page(creator, id);
    expect(seen.body.messages.map((m) => [m.body, m.sender.displayName, m.sender._id])).toEqual([
      ['Thanks for your interest', 'Creator', creator.id],
      ['Hello, is it still for sale?', 'Deleted user', null],
    ]);
    const [conversation] = (await list(creator)).conversations;
    expect(conversation).toMatchObject({
      _id: id,
      otherParty: { _id: null, displayName: 'Deleted user', photoURL: '' },
      canReply: false,
      // Writing in a thread reads it up to there.
      unread: 0,
    });
    const reply = await send(creator, id, 'Are you there?');
    expect(reply.status).toBe(403);
  });
});

describe('rate limit', () => {
  afterAll(() => {
    process.env.MESSAGE_RATE_LIMIT = '1000';
    resetConfig();
    resetRateLimits();
  });

  it('refuses messages beyond the allowance of one sender (429 with Retry-After)', async () => {
    process.env.MESSAGE_RATE_LIMIT = '3';
    resetConfig();
    resetRateLimits();
    const { buyer, id } = await thread(); // the first message counts
    expect((await send(buyer, id, 'two')).status).toBe(201);
    expect((await send(buyer, id, 'three')).status).toBe(201);
    const limited = await send(buyer, id, 'four');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^You are sending messages too fast/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another sender has an allowance of their own.
    const other = await thread();
    expect((await send(other.creator, other.id, 'reply')).status).toBe(201);
  });
});

describe('realtime', () => {
  it('pushes a message event to the recipient’s events stream, with their unread counts', async () => {
    const { buyer, creator, id } = await thread();
    const controller = new AbortController();
    const request = new Request(`${BASE_URL}/api/presence`, {
      headers: await cookieHeaders(creator),
      signal: controller.signal,
    });
    const stream = new SseReader((await presenceRoute(request, undefined)) as Response);
    try {
      await stream.waitFor((e) => e.event === 'online');
      const sent = await send(buyer, id, 'Are you there?');
      expect(sent.status).toBe(201);
      const event = await stream.waitFor((e) => e.event === 'message');
      expect(JSON.parse(event.data)).toEqual({
        conversationId: id,
        message: { ...sent.body.message, mine: false },
        unread: 2,
        totalUnread: 2,
        truncated: false,
      });
      // Reading elsewhere (another tab) updates the counts of every open page.
      await read(creator, id);
      const readEvent = await stream.waitFor((e) => e.event === 'conversation-read');
      expect(JSON.parse(readEvent.data)).toMatchObject({
        conversationId: id,
        readerId: creator.id,
        unread: 0,
      });
      // A long body with many multi-byte characters still arrives, cut to fit, and says so.
      await send(buyer, id, '€\n'.repeat(2500));
      const long = JSON.parse((await stream.waitFor((e) => e.event === 'message')).data);
      expect(long.truncated).toBe(true);
      expect('€\n'.repeat(2500).startsWith(long.message.body)).toBe(true);
    } finally {
      controller.abort();
      await stream.cancel();
    }
  });
});

describe('mail for messages to an offline member', () => {
  const mailer = withMailWorker({ lockMs: 60_000 });

  const digestJobs = (userId: string) =>
    getDb()
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.kind, MESSAGE_DIGEST_JOB), sql`${jobs.payload}->>'userId' = ${userId}`));

  async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('condition not reached in time');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('sends one digest for several messages, naming the idea, the sender and the newest text', async () => {
    const { buyer, creator, id } = await thread();
    await send(buyer, id, 'Second thought');
    await send(buyer, id, 'Can we talk <today>?');
    const mail = await mailer.inbox.waitFor((m) => m.to.includes(creator.email), 10_000);
    expect(mail.subject).toBe('You have 3 new messages');
    expect(mail.text).toContain('Tea robot');
    expect(mail.text).toContain('Buyer (3 messages)');
    expect(mail.text).toContain('Can we talk <today>?');
    expect(mail.html).toContain('Can we talk &lt;today&gt;?');
    expect(mail.headerLines.join('\n')).toMatch(/List-Unsubscribe/i);
    await until(async () => (await digestJobs(creator.id)).every((j) => j.status === 'done'));
    expect(await digestJobs(creator.id)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailer.inbox.messages.filter((m) => m.to.includes(creator.email))).toHaveLength(1);
    // The creator answers: the buyer (offline) gets a digest of their own.
    await send(creator, id, 'Sure, call me');
    const reply = await mailer.inbox.waitFor((m) => m.to.includes(buyer.email), 10_000);
    expect(reply.subject).toBe('You have a new message');
  });

  it('mails nothing to a member who read the messages in time, or who turned message mail off', async () => {
    const first = await thread();
    await read(first.creator, first.id);
    const second = await thread();
    await getDb().insert(emailOptOuts).values({ userId: second.creator.id, topic: 'new-message' });
    await send(second.buyer, second.id, 'Anyone?');
    for (const user of [first.creator, second.creator])
      await until(async () => {
        const found = await digestJobs(user.id);
        return found.length === 1 && found[0]!.status === 'done';
      });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const to = [first.creator.email, second.creator.email];
    expect(mailer.inbox.messages.filter((m) => m.to.some((t) => to.includes(t)))).toEqual([]);
  });
});
