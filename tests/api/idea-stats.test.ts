import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as decideRoute } from '@/app/api/access-requests/[id]/[action]/route';
import { POST as sendRoute } from '@/app/api/conversations/[id]/messages/route';
import { POST as startRoute } from '@/app/api/conversations/route';
import { POST as requestRoute } from '@/app/api/ideas/[id]/access-requests/route';
import { POST as pageViewRoute } from '@/app/api/ideas/[id]/page-views/route';
import { GET as statsRoute } from '@/app/api/ideas/[id]/stats/route';
import { PUT as watchRoute } from '@/app/api/ideas/[id]/watch/route';
import { POST as postIdea } from '@/app/api/ideas/route';
import { getDb, resultRows } from '@/lib/db';
import { announce } from '@/lib/events';
import { myIdeasStats, pageVisitor, utcDay } from '@/lib/protection';
import { ideaStatsReplySchema, type IdeaStats } from '@/lib/validation/idea-stats';
import { accessRequests, ideas, ideaWatches, messages, type User } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { call } from './http';
import { insertIdeas, validIdea } from './ideas-fixtures';

// Seller analytics (issue "The listing's data room", item 4): page views counted per visitor and
// day without storing addresses, saves, access requests by state and messages, per UTC day over
// the last 30 days, for the idea's creator only.

type Headers = Record<string, string>;

let creator: User;
let buyer: User;
let other: User;
const auth = new Map<string, Headers>();
const as = (user: User, address = `addr-${user.id}`): Headers => ({
  ...auth.get(user.id)!,
  'x-client-address': address,
});

beforeAll(async () => {
  creator = await createUser({ displayName: 'Ada Creator' });
  buyer = await createUser({ displayName: 'Bo Buyer' });
  other = await createUser({ displayName: 'Cy Other' });
  for (const user of [creator, buyer, other]) auth.set(user.id, await bearerHeaders(user));
});

async function newIdea(overrides: Record<string, unknown> = {}): Promise<string> {
  const reply = await call<{ _id: string }>(postIdea, '/api/ideas', {
    method: 'POST',
    headers: as(creator),
    body: validIdea(overrides),
  });
  expect(reply.status).toBe(201);
  return reply.body._id;
}

const visit = (id: string, headers: Headers) =>
  call<{ success: boolean; message?: string }>(pageViewRoute, `/api/ideas/${id}/page-views`, {
    method: 'POST',
    headers,
    params: { id },
  });

/** A signed-out browser at `address` with `agent`. */
const browser = (address: string, agent: string): Headers => ({
  'x-client-address': address,
  'user-agent': agent,
});

const statsOf = (id: string, headers: Headers = as(creator)) =>
  call<IdeaStats & { success: boolean; message?: string }>(statsRoute, `/api/ideas/${id}/stats`, {
    headers,
    params: { id },
  });

/** The idea's figures for its creator, checked against the documented reply schema. */
async function stats(id: string): Promise<IdeaStats> {
  const reply = await statsOf(id);
  expect(reply.status).toBe(200);
  expect(reply.headers.get('cache-control')).toBe('private, no-store');
  const parsed = ideaStatsReplySchema.safeParse(reply.body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return reply.body;
}

const daysAgo = (n: number) => utcDay(new Date(Date.now() - n * 86_400_000));
const dayOf = (s: IdeaStats, date: string) => s.days.find((d) => d.date === date)!;
/** `n` days ago at noon UTC, as SQL. */
const noonDaysAgo = (n: number) => sql`${`${daysAgo(n)}T12:00:00.000Z`}::timestamptz`;

describe('POST /api/ideas/{id}/page-views', () => {
  it('counts a visitor once a day: the same address and browser twice is one view, another browser a second', async () => {
    const id = await newIdea({ title: 'Counted visits' });
    const chrome = browser('203.0.113.7', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156');
    for (let i = 0; i < 2; i++) {
      const reply = await visit(id, chrome);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ success: true });
    }
    expect(dayOf(await stats(id), utcDay(new Date())).views).toBe(1);

    await visit(id, browser('203.0.113.7', 'Mozilla/5.0 (Macintosh) Firefox/150'));
    await visit(id, as(buyer, '198.51.100.23'));
    const s = await stats(id);
    expect(dayOf(s, utcDay(new Date())).views).toBe(3);
    expect(s.totals.views).toBe(3);
  });

  it('does not count the creator’s own visits', async () => {
    const id = await newIdea({ title: 'Own visits' });
    expect((await visit(id, { ...as(creator), 'user-agent': 'Mozilla/5.0' })).status).toBe(200);
    expect((await visit(id, { ...as(creator), 'user-agent': 'Another browser' })).status).toBe(200);
    expect((await stats(id)).totals.views).toBe(0);
  });

  it('stores no address or browser: only the idea, the day and a daily hash', async () => {
    const id = await newIdea({ title: 'No addresses kept' });
    const address = '192.0.2.199';
    const agent = 'Mozilla/5.0 (Windows NT 10.0) Edge/150';
    await visit(id, browser(address, agent));
    const rows = resultRows<Record<string, unknown>>(
      await getDb().execute(sql`select * from idea_page_views where idea_id = ${id}`),
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(Object.keys(row).sort()).toEqual(['day', 'idea_id', 'visitor']);
    // The hash is 32 hex digits, which may hold any run of digits ('199' on some days): the
    // address and browser are looked for in the other columns.
    expect(row.visitor).toMatch(/^[0-9a-f]{32}$/);
    const stored = JSON.stringify({ ...row, visitor: undefined });
    for (const part of [address, '192.0.2', '199', agent, 'Edge']) expect(stored).not.toContain(part);
    // The hash changes with the day: one day's visitors cannot be followed to the next.
    const today = utcDay(new Date());
    expect(row.visitor).toBe(pageVisitor({ ip: address, userAgent: agent }, today));
    expect(pageVisitor({ ip: address, userAgent: agent }, daysAgo(1))).not.toBe(row.visitor);
  });

  it('answers 404 for an unknown or malformed id, and for an idea the visitor cannot open', async () => {
    const anyone = browser('203.0.113.50', 'Mozilla/5.0');
    expect((await visit('0123456789abcdef01234567', anyone)).status).toBe(404);
    expect((await visit('not-an-id', anyone)).status).toBe(404);

    const hidden = await newIdea({ title: 'Hidden by an admin' });
    await getDb().update(ideas).set({ hiddenAt: new Date() }).where(eq(ideas.id, hidden));
    announce('ideas');
    const refused = await visit(hidden, anyone);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ success: false, message: 'Idea not found' });
    // Its creator may still open it; an unlisted idea's visits are not counted.
    expect((await visit(hidden, as(creator))).status).toBe(200);
    expect((await stats(hidden)).totals.views).toBe(0);
  });
});

describe('GET /api/ideas/{id}/stats', () => {
  it('answers 401 signed out, 403 for anyone but the creator, 404 for an unknown idea', async () => {
    const id = await newIdea({ title: 'Private figures' });
    const signedOut = await statsOf(id, {});
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.success).toBe(false);
    const stranger = await statsOf(id, as(other));
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe('Only the idea’s creator can see its statistics');
    expect((await statsOf('0123456789abcdef01234567')).status).toBe(404);
    expect((await statsOf('nope')).status).toBe(404);
  });

  it('gives every one of the last 30 UTC days, oldest first, ending today', async () => {
    const s = await stats(await newIdea({ title: 'Empty days' }));
    expect(s.days).toHaveLength(30);
    expect(s.days[29]!.date).toBe(utcDay(new Date()));
    expect(s.days[0]!.date).toBe(daysAgo(29));
    expect(s.from).toBe(s.days[0]!.date);
    expect(s.to).toBe(s.days[29]!.date);
    for (let i = 1; i < 30; i++)
      expect(Date.parse(s.days[i]!.date) - Date.parse(s.days[i - 1]!.date)).toBe(86_400_000);
    expect(s.days.every((d) => d.views + d.saves + d.requests + d.messages === 0)).toBe(true);
    expect(s.totals).toEqual({
      views: 0,
      saves: 0,
      savedBy: 0,
      requests: { pending: 0, approved: 0, rejected: 0, revoked: 0, withdrawn: 0 },
      messages: 0,
    });
  });

  it('counts saves, access requests by state and messages to the creator on the day they happened', async () => {
    const id = await newIdea({ title: 'Busy listing', requireNDA: true });
    const db = getDb();

    // Saves: one today, one three days ago, one before the period (still saved: `savedBy`).
    for (const user of [buyer, other])
      expect(
        (
          await call(watchRoute, `/api/ideas/${id}/watch`, {
            method: 'PUT',
            headers: as(user),
            params: { id },
          })
        ).status,
      ).toBe(200);
    const third = await createUser({ displayName: 'Di Third' });
    await db
      .insert(ideaWatches)
      .values({ userId: third.id, ideaId: id, createdAt: new Date(Date.now() - 40 * 86_400_000) });
    await db
      .update(ideaWatches)
      .set({ createdAt: noonDaysAgo(3) })
      .where(sql`${ideaWatches.ideaId} = ${id} and ${ideaWatches.userId} = ${other.id}`);

    // Requests: the buyer's is approved today, the other's made two days ago and rejected.
    const request = async (user: User) => {
      const reply = await call<{ request: { _id: string } }>(
        requestRoute,
        `/api/ideas/${id}/access-requests`,
        {
          method: 'POST',
          body: { fullName: user.displayName, agree: true },
          headers: as(user),
          params: { id },
        },
      );
      expect(reply.status).toBe(201);
      return reply.body.request._id;
    };
    const decide = async (requestId: string, action: 'approve' | 'reject') =>
      expect(
        (
          await call(decideRoute, `/api/access-requests/${requestId}/${action}`, {
            method: 'POST',
            body: {},
            headers: as(creator),
            params: { id: requestId, action },
          })
        ).status,
      ).toBe(200);
    await decide(await request(buyer), 'approve');
    const rejected = await request(other);
    await decide(rejected, 'reject');
    await db
      .update(accessRequests)
      .set({ createdAt: noonDaysAgo(2) })
      .where(eq(accessRequests.id, rejected));

    // Messages: the approved buyer writes twice (one of them five days ago); the creator's reply is not counted.
    const started = await call<{ conversation: { _id: string } }>(startRoute, '/api/conversations', {
      method: 'POST',
      headers: as(buyer),
      body: { ideaId: id, message: 'Hello, is it still for sale?' },
    });
    expect(started.status).toBe(201);
    const conversationId = started.body.conversation._id;
    const send = async (user: User, body: string) =>
      expect(
        (
          await call(sendRoute, `/api/conversations/${conversationId}/messages`, {
            method: 'POST',
            headers: as(user),
            body: { body },
            params: { id: conversationId },
          })
        ).status,
      ).toBe(201);
    await send(creator, 'It is.');
    await send(buyer, 'Could we talk on Thursday?');
    await db
      .update(messages)
      .set({ createdAt: noonDaysAgo(5) })
      .where(
        sql`${messages.conversationId} = ${conversationId} and ${messages.body} = 'Hello, is it still for sale?'`,
      );

    const s = await stats(id);
    const today = utcDay(new Date());
    expect(dayOf(s, today)).toMatchObject({ saves: 1, requests: 1, messages: 1 });
    expect(dayOf(s, daysAgo(2))).toMatchObject({ saves: 0, requests: 1, messages: 0 });
    expect(dayOf(s, daysAgo(3))).toMatchObject({ saves: 1, requests: 0, messages: 0 });
    expect(dayOf(s, daysAgo(5))).toMatchObject({ saves: 0, requests: 0, messages: 1 });
    expect(s.totals).toEqual({
      views: 0,
      saves: 2,
      savedBy: 3,
      requests: { pending: 0, approved: 1, rejected: 1, revoked: 0, withdrawn: 0 },
      messages: 2,
    });
    const sum = (key: 'views' | 'saves' | 'requests' | 'messages') =>
      s.days.reduce((total, d) => total + d[key], 0);
    expect([sum('saves'), sum('requests'), sum('messages')]).toEqual([2, 2, 2]);
  });
});

describe('My Ideas figures', () => {
  it('gives each of the creator’s ideas its 30-day totals, and no one else’s', async () => {
    const quiet = await newIdea({ title: 'Quiet one' });
    const visited = await newIdea({ title: 'Visited one' });
    await visit(visited, browser('203.0.113.80', 'Agent A'));
    await visit(visited, browser('203.0.113.81', 'Agent A'));
    const [othersIdea] = await insertIdeas(other, [{ title: 'Not mine' }]);
    const mine = await myIdeasStats({ id: creator.id });
    expect(mine.get(quiet)).toMatchObject({ views: 0, saves: 0, messages: 0 });
    expect(mine.get(visited)).toMatchObject({ views: 2 });
    expect(mine.has(othersIdea!)).toBe(false);
    const theirs = await myIdeasStats({ id: other.id });
    expect([...theirs.keys()]).toEqual([othersIdea]);
  });
});
