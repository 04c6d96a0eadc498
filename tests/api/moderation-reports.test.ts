import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as dismissRoute } from '@/app/api/admin/reports/dismiss/route';
import { GET as queueRoute } from '@/app/api/admin/reports/route';
import { POST as ideaActionRoute } from '@/app/api/admin/ideas/[id]/[action]/route';
import { POST as userActionRoute } from '@/app/api/admin/users/[id]/[action]/route';
import { GET as getIdeaRoute } from '@/app/api/ideas/[id]/route';
import { GET as listIdeasRoute } from '@/app/api/ideas/route';
import { GET as notificationsRoute } from '@/app/api/notifications/route';
import { GET as presenceRoute } from '@/app/api/presence/route';
import { POST as reportRoute } from '@/app/api/reports/route';
import { POST as startRoute } from '@/app/api/conversations/route';
import { listAudit } from '@/lib/platform/audit';
import { resetRateLimits } from '@/lib/platform/rate-limit';
import { resetConfig } from '@/lib/core/config';
import { getDb } from '@/lib/db';
import { getPresenceHub, isUserOnline } from '@/lib/platform/presence';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { openApiDocument } from '@/lib/openapi/document';
import { reportQueueReplySchema, type ReportQueueItem } from '@/lib/validation/moderation';
import { messages, type User } from '@/models';
import { bearerHeaders, cookieHeaders, createUser, withSettings } from './fixtures';
import { BASE_URL, call } from './http';
import { insertIdeas } from './ideas-fixtures';
import { SseReader } from './sse';

// Reports and what admins do about them (DESIGN.md section 9): reporting each kind of item and the
// refusals, the grouped queue, hiding ideas and suspending members on every surface, dismissing,
// the reporters' notifications and the audit entries.

process.env.MESSAGE_RATE_LIMIT = '1000';
process.env.PRESENCE_GRACE_MS = '100';

beforeAll(() => {
  resetConfig();
  resetRateLimits();
});

afterAll(async () => {
  await getPresenceHub().stop();
  delete process.env.MESSAGE_RATE_LIMIT;
  delete process.env.PRESENCE_GRACE_MS;
  resetConfig();
  resetRateLimits();
});

type Headers = Record<string, string>;
type Queue = { items: ReportQueueItem[]; page: number; totalPages: number; total: number };

/** As the user, from an address of their own (rate-limit counters on PostgreSQL outlive a test). */
const as = async (user: User): Promise<Headers> => ({
  ...(await bearerHeaders(user)),
  'x-client-address': `addr-${user.id}`,
});

const report = async (user: User, body: Record<string, unknown>) =>
  call<{ success: boolean; report?: { _id: string }; message?: string; errors?: Record<string, string> }>(
    reportRoute,
    '/api/reports',
    { method: 'POST', headers: await as(user), body },
  );

const queue = async (headers: Headers, query = 'status=open') =>
  call<Queue & { success: boolean }>(queueRoute, `/api/admin/reports?${query}`, { headers });

const itemOf = async (admin: User, targetId: string, query?: string) =>
  (await queue(await bearerHeaders(admin), query)).body.items.find((item) => item.targetId === targetId);

const ideaAction = async (headers: Headers, id: string, action: string, body?: unknown) =>
  call<{ idea: { hidden: boolean } }>(ideaActionRoute, `/api/admin/ideas/${id}/${action}`, {
    method: 'POST',
    headers,
    body,
    params: { id, action },
  });

const userAction = async (headers: Headers, id: string, action: string, body?: unknown) =>
  call<{ user: { status: string; suspensionReason: string | null } }>(
    userActionRoute,
    `/api/admin/users/${id}/${action}`,
    { method: 'POST', headers, body, params: { id, action } },
  );

const dismiss = async (headers: Headers, body: unknown) =>
  call<{ dismissed: number }>(dismissRoute, '/api/admin/reports/dismiss', { method: 'POST', headers, body });

const notices = async (user: User) =>
  (
    await call<{ notifications: { type: string; text: string }[] }>(
      notificationsRoute,
      '/api/notifications',
      {
        headers: await bearerHeaders(user),
      },
    )
  ).body.notifications;

const detail = (id: string, headers: Headers = {}) =>
  call(getIdeaRoute, `/api/ideas/${id}`, { headers, params: { id } });

const listed = async (title: string) => {
  const search = await call<{ ideas: { _id: string }[] }>(
    listIdeasRoute,
    `/api/ideas?search=${encodeURIComponent(title)}`,
  );
  const newest = await call<{ ideas: { _id: string }[] }>(listIdeasRoute, '/api/ideas?limit=100');
  return { search: search.body.ideas.map((i) => i._id), list: newest.body.ideas.map((i) => i._id) };
};

const inSitemap = async (id: string) =>
  (await sitemapEntries(1)).some((entry) => entry.loc.endsWith(`/ideas/${id}`));

async function thread(creator: User, other: User, ideaId: string, text: string) {
  const started = await call<{ conversation: { _id: string } }>(startRoute, '/api/conversations', {
    method: 'POST',
    headers: await as(other),
    body: { ideaId, message: text },
  });
  expect(started.status).toBe(201);
  const [message] = await getDb()
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.conversationId, started.body.conversation._id));
  return message!.id;
}

let admin: User;
let creator: User;
let reporter: User;
let second: User;

beforeAll(async () => {
  admin = await createUser({ displayName: 'Ada Admin', role: 'admin' });
  creator = await createUser({ displayName: 'Cora Creator' });
  reporter = await createUser({ displayName: 'Rita Reporter' });
  second = await createUser({ displayName: 'Sam Second' });
});

describe('POST /api/reports', () => {
  it('takes reports of an idea, a member and a message from the other side of a thread', async () => {
    const [ideaId] = await insertIdeas(creator, [{ title: 'Reportable gadget' }]);
    const idea = await report(reporter, { targetType: 'idea', targetId: ideaId, reason: 'spam' });
    expect(idea.status).toBe(201);
    expect(idea.body.report).toMatchObject({
      targetType: 'idea',
      targetId: ideaId,
      reason: 'spam',
      status: 'open',
    });
    const user = await report(reporter, { targetType: 'user', targetId: creator.id, reason: 'scam' });
    expect(user.status).toBe(201);
    const messageId = await thread(creator, second, ideaId!, 'Buy my course at scam.example');
    const message = await report(creator, {
      targetType: 'message',
      targetId: messageId,
      reason: 'other',
      details: 'Advertises elsewhere',
    });
    expect(message.status).toBe(201);
    // The admin sees the message text and both parties.
    const item = await itemOf(admin, messageId);
    expect(item).toMatchObject({
      targetType: 'message',
      preview: 'Buy my course at scam.example',
      owner: { _id: second.id, displayName: 'Sam Second' },
      recipient: { _id: creator.id, displayName: 'Cora Creator' },
      ideaId,
      details: ['Advertises elsewhere'],
    });
  });

  it('refuses what cannot be reported', async () => {
    const [ideaId, unlistedId] = await insertIdeas(creator, [
      { title: 'Own idea' },
      { title: 'Pending idea', reviewStatus: 'pending' },
    ]);
    const messageId = await thread(creator, reporter, ideaId!, 'Hello from Rita');
    const cases: [User, Record<string, unknown>, number, string][] = [
      [
        creator,
        { targetType: 'idea', targetId: ideaId, reason: 'spam' },
        400,
        'You cannot report your own idea',
      ],
      [
        reporter,
        { targetType: 'user', targetId: reporter.id, reason: 'spam' },
        400,
        'You cannot report yourself',
      ],
      [
        reporter,
        { targetType: 'message', targetId: messageId, reason: 'spam' },
        400,
        'You cannot report your own message',
      ],
      [second, { targetType: 'message', targetId: messageId, reason: 'spam' }, 404, 'Message not found'],
      [
        reporter,
        { targetType: 'idea', targetId: 'ffffffffffffffffffffffff', reason: 'spam' },
        404,
        'Idea not found',
      ],
      [reporter, { targetType: 'user', targetId: 'nope', reason: 'spam' }, 404, 'User not found'],
      [reporter, { targetType: 'idea', targetId: unlistedId, reason: 'spam' }, 404, 'Idea not found'],
      [reporter, { targetType: 'idea', targetId: ideaId, reason: 'boring' }, 400, 'Please choose a reason'],
      [reporter, { targetType: 'idea', targetId: ideaId, reason: 'other' }, 400, 'Please say what is wrong'],
      [
        reporter,
        { targetType: 'idea', targetId: ideaId, reason: 'spam', details: 'x'.repeat(2001) },
        400,
        'The details can be at most 2,000 characters',
      ],
      [reporter, { targetType: 'post', targetId: ideaId, reason: 'spam' }, 400, 'targetType must be one of'],
    ];
    for (const [user, body, status, message] of cases) {
      const reply = await report(user, body);
      expect({ body, status: reply.status }).toEqual({ body, status });
      expect(reply.body.message).toContain(message);
    }
    const anonymous = await call(reportRoute, '/api/reports', {
      method: 'POST',
      body: { targetType: 'idea', targetId: ideaId, reason: 'spam' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('keeps one open report per item and reporter (409)', async () => {
    const [ideaId] = await insertIdeas(creator, [{ title: 'Twice reported' }]);
    expect((await report(second, { targetType: 'idea', targetId: ideaId, reason: 'spam' })).status).toBe(201);
    const again = await report(second, { targetType: 'idea', targetId: ideaId, reason: 'scam' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already reported this; an admin will look at it.');
  });

  describe('rate limit', () => {
    withSettings({ RATE_LIMIT_PER_EMAIL: '2' });

    it('limits reports per member (429 with Retry-After)', async () => {
      const eager = await createUser();
      const targets = await Promise.all([createUser(), createUser(), createUser()]);
      for (const target of targets.slice(0, 2))
        expect(
          (await report(eager, { targetType: 'user', targetId: target.id, reason: 'spam' })).status,
        ).toBe(201);
      const limited = await report(eager, { targetType: 'user', targetId: targets[2]!.id, reason: 'spam' });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/^Too many reports/);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});

describe('the admin report queue', () => {
  it('groups open reports per item with counts per reason', async () => {
    const [ideaId] = await insertIdeas(creator, [{ title: 'Grouped gadget' }]);
    await report(reporter, { targetType: 'idea', targetId: ideaId, reason: 'spam' });
    await report(second, { targetType: 'idea', targetId: ideaId, reason: 'stolen', details: 'My design' });
    const reply = await queue(await bearerHeaders(admin));
    expect(reply.status).toBe(200);
    reportQueueReplySchema.parse(reply.body);
    const item = reply.body.items.find((i) => i.targetId === ideaId);
    expect(item).toMatchObject({
      targetType: 'idea',
      preview: 'Grouped gadget',
      owner: { _id: creator.id },
      reportCount: 2,
      reasons: [
        { reason: 'spam', count: 1 },
        { reason: 'stolen', count: 1 },
      ],
      details: ['My design'],
      status: 'open',
      actioned: false,
    });
    expect(reply.body.items.filter((i) => i.targetId === ideaId)).toHaveLength(1);
  });

  it('is 404 for everyone but admins, on every admin route', async () => {
    const member = await bearerHeaders(reporter);
    const [ideaId] = await insertIdeas(creator, [{ title: 'Not for members' }]);
    for (const headers of [{}, member]) {
      expect((await queue(headers)).status).toBe(404);
      expect((await ideaAction(headers, ideaId!, 'hide')).status).toBe(404);
      expect((await ideaAction(headers, ideaId!, 'restore')).status).toBe(404);
      expect((await userAction(headers, creator.id, 'suspend')).status).toBe(404);
      expect((await userAction(headers, creator.id, 'reinstate')).status).toBe(404);
      expect((await dismiss(headers, { targetType: 'idea', targetId: ideaId })).status).toBe(404);
    }
    expect((await detail(ideaId!)).status).toBe(200);
  });
});

describe('hiding an idea', () => {
  it('unlists it on list, search, detail and sitemap; restore brings it back; reporters are told', async () => {
    const title = 'Hideable zorbulator';
    const [ideaId] = await insertIdeas(creator, [{ title }]);
    await report(reporter, { targetType: 'idea', targetId: ideaId, reason: 'offensive' });
    expect(await listed(title)).toEqual({
      search: [ideaId],
      list: expect.arrayContaining([ideaId]) as unknown as string[],
    });
    const headers = await bearerHeaders(admin);
    const hidden = await ideaAction(headers, ideaId!, 'hide', { reason: 'Offensive pictures' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.idea).toMatchObject({ hidden: true, hiddenReason: 'Offensive pictures' });
    expect((await ideaAction(headers, ideaId!, 'hide')).status).toBe(409);

    const after = await listed(title);
    expect(after.search).toEqual([]);
    expect(after.list).not.toContain(ideaId);
    expect((await detail(ideaId!)).status).toBe(404);
    expect((await detail(ideaId!, await bearerHeaders(reporter))).status).toBe(404);
    expect((await detail(ideaId!, await bearerHeaders(creator))).status).toBe(200);
    expect(await inSitemap(ideaId!)).toBe(false);

    expect(await itemOf(admin, ideaId!)).toBeUndefined();
    expect(await itemOf(admin, ideaId!, 'status=closed')).toMatchObject({
      status: 'actioned',
      resolution: 'hidden',
      actioned: true,
    });
    expect((await notices(reporter)).map((n) => n.text)).toContain(
      `Thanks for your report about “${title}”: we hid the idea.`,
    );

    const restored = await ideaAction(headers, ideaId!, 'restore');
    expect(restored.status).toBe(200);
    expect((await listed(title)).search).toEqual([ideaId]);
    expect((await detail(ideaId!)).status).toBe(200);
    expect(await inSitemap(ideaId!)).toBe(true);

    const { entries } = await listAudit({ targetId: ideaId });
    expect(entries.map((e) => [e.action, e.actorId, e.before, e.after, e.reason])).toEqual([
      [
        'idea.restore',
        admin.id,
        { hidden: true, hiddenReason: 'Offensive pictures' },
        { hidden: false, hiddenReason: null },
        null,
      ],
      [
        'idea.hide',
        admin.id,
        { hidden: false, hiddenReason: null },
        { hidden: true, hiddenReason: 'Offensive pictures' },
        'Offensive pictures',
      ],
    ]);
  });
});

describe('suspending a member', () => {
  it('ends their sessions, tokens and presence at once, unlists their ideas; reinstating lists them again', async () => {
    const member = await createUser({ displayName: 'Suspect Sue' });
    const title = 'Suspended sue gizmo';
    const [ideaId] = await insertIdeas(member, [{ title }]);
    await report(reporter, { targetType: 'user', targetId: member.id, reason: 'scam' });
    const cookie = await cookieHeaders(member);
    const bearer = await bearerHeaders(member);
    expect((await call(notificationsRoute, '/api/notifications', { headers: cookie })).status).toBe(200);
    expect((await call(notificationsRoute, '/api/notifications', { headers: bearer })).status).toBe(200);

    const controller = new AbortController();
    const stream = await presenceRoute(
      new Request(`${BASE_URL}/api/presence`, { headers: cookie, signal: controller.signal }),
      undefined as never,
    );
    expect(stream.status).toBe(200);
    const events = new SseReader(stream);
    await events.waitFor((e) => e.event === 'online' && e.data.includes(member.id));
    expect(await isUserOnline(member.id)).toBe(true);

    const suspended = await userAction(await bearerHeaders(admin), member.id, 'suspend', { reason: 'Fraud' });
    expect(suspended.status).toBe(200);
    expect(suspended.body.user).toMatchObject({ status: 'suspended', suspensionReason: 'Fraud' });

    // The very next request of either credential is refused.
    expect((await call(notificationsRoute, '/api/notifications', { headers: cookie })).status).toBe(401);
    expect((await call(notificationsRoute, '/api/notifications', { headers: bearer })).status).toBe(401);
    // The open presence stream is told and ends; the member is offline now.
    await events.waitFor((e) => e.event === 'session-ended');
    await expect(events.waitFor(() => false, 2000)).rejects.toThrow('stream ended');
    expect(await isUserOnline(member.id)).toBe(false);
    controller.abort();

    expect((await listed(title)).search).toEqual([]);
    expect((await detail(ideaId!)).status).toBe(404);
    expect(await inSitemap(ideaId!)).toBe(false);
    expect((await notices(reporter)).map((n) => n.text)).toContain(
      'Thanks for your report about Suspect Sue: we suspended the member.',
    );
    expect((await userAction(await bearerHeaders(admin), member.id, 'suspend')).status).toBe(409);

    const reinstated = await userAction(await bearerHeaders(admin), member.id, 'reinstate');
    expect(reinstated.body.user).toMatchObject({ status: 'active', suspensionReason: null });
    expect((await listed(title)).search).toEqual([ideaId]);
    // Tokens stay gone; a new session (new epoch) works.
    expect((await call(notificationsRoute, '/api/notifications', { headers: bearer })).status).toBe(401);
    expect((await call(notificationsRoute, '/api/notifications', { headers: cookie })).status).toBe(401);

    const { entries } = await listAudit({ targetId: member.id });
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'user.reinstate',
        { status: 'suspended', suspensionReason: 'Fraud' },
        { status: 'active', suspensionReason: null },
      ],
      [
        'user.suspend',
        { status: 'active', suspensionReason: null },
        { status: 'suspended', suspensionReason: 'Fraud' },
      ],
    ]);
  });

  it('from a message report: suspends the sender and closes the message’s reports', async () => {
    const sender = await createUser({ displayName: 'Spammy Sid' });
    const [ideaId] = await insertIdeas(creator, [{ title: 'Messaged idea' }]);
    const messageId = await thread(creator, sender, ideaId!, 'Send me your bank details');
    await report(creator, { targetType: 'message', targetId: messageId, reason: 'scam' });
    expect((await itemOf(admin, messageId))?.actioned).toBe(false);
    expect((await userAction(await bearerHeaders(admin), sender.id, 'suspend')).status).toBe(200);
    expect(await itemOf(admin, messageId)).toBeUndefined();
    expect(await itemOf(admin, messageId, 'status=closed')).toMatchObject({
      status: 'actioned',
      actioned: true,
    });
    expect((await notices(creator)).map((n) => n.text)).toContain(
      'Thanks for your report about the message from Spammy Sid: we suspended the sender.',
    );
  });

  it('refuses suspending oneself and unknown members', async () => {
    const headers = await bearerHeaders(admin);
    expect((await userAction(headers, admin.id, 'suspend')).status).toBe(400);
    expect((await userAction(headers, 'ffffffffffffffffffffffff', 'suspend')).status).toBe(404);
  });
});

describe('dismissing', () => {
  it("closes the item's open reports, tells the reporters and is audited", async () => {
    const target = await createUser({ displayName: 'Innocent Ian' });
    await report(reporter, { targetType: 'user', targetId: target.id, reason: 'spam' });
    await report(second, { targetType: 'user', targetId: target.id, reason: 'offensive' });
    const headers = await bearerHeaders(admin);
    const reply = await dismiss(headers, { targetType: 'user', targetId: target.id, note: 'Looks fine' });
    expect(reply.status).toBe(200);
    expect(reply.body.dismissed).toBe(2);
    expect(await itemOf(admin, target.id)).toBeUndefined();
    expect(await itemOf(admin, target.id, 'status=closed')).toMatchObject({
      status: 'dismissed',
      reportCount: 2,
      resolution: 'Looks fine',
    });
    for (const user of [reporter, second])
      expect((await notices(user)).map((n) => n.text)).toContain(
        'Thanks for your report about Innocent Ian: we found nothing against our rules.',
      );
    expect((await dismiss(headers, { targetType: 'user', targetId: target.id })).status).toBe(404);
    // Reporting again opens a new report.
    expect((await report(reporter, { targetType: 'user', targetId: target.id, reason: 'spam' })).status).toBe(
      201,
    );
    const { entries } = await listAudit({ targetId: target.id, action: 'report.dismiss' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      before: { openReports: 2 },
      after: { openReports: 0, status: 'dismissed' },
      reason: 'Looks fine',
    });
  });
});

describe('OpenAPI', () => {
  it('documents the report and admin routes', () => {
    const paths = openApiDocument().paths ?? {};
    for (const path of [
      '/api/reports',
      '/api/admin/reports',
      '/api/admin/reports/dismiss',
      '/api/admin/ideas/{id}/hide',
      '/api/admin/ideas/{id}/restore',
      '/api/admin/users/{id}/suspend',
      '/api/admin/users/{id}/reinstate',
    ])
      expect(Object.keys(paths)).toContain(path);
  });
});
