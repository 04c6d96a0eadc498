import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as ideaActionRoute } from '@/app/api/admin/ideas/[id]/[action]/route';
import { GET as reviewRoute } from '@/app/api/admin/review/route';
import { POST as startConversationRoute } from '@/app/api/conversations/route';
import { POST as requestAccessRoute } from '@/app/api/ideas/[id]/access-requests/route';
import { GET as getIdeaRoute, PUT as putIdeaRoute } from '@/app/api/ideas/[id]/route';
import { GET as listRoute, POST as postIdeaRoute } from '@/app/api/ideas/route';
import { GET as userRoute } from '@/app/api/ideas/user/[userId]/route';
import { GET as notificationsRoute } from '@/app/api/notifications/route';
import { getDb } from '@/lib/db';
import { announce } from '@/lib/events';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { auditLog, ideas, type User } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { moderationMode } from './moderation-mode';
import { call } from './http';
import { validIdea } from './ideas-fixtures';
import { fetchUpload, uploadIdeaPhoto } from './photo-fixtures';
import { withMailWorker } from './mail-worker';

// MODERATION=pre: a new or edited idea exists only for its creator and admins until approved, on
// every surface; approve and reject are the admins' (404 for everyone else), audited and told.

type Headers = Record<string, string>;
type Body = Record<string, unknown>;
interface Review {
  status: string;
  reason: string | null;
}
interface IdeaReply extends Body {
  _id: string;
  title: string;
  review?: Review;
}

const mailer = withMailWorker();

let creator: User;
let member: User;
let admin: User;
let creatorAuth: Headers;
let memberAuth: Headers;
let adminAuth: Headers;

const as = async (user: User): Promise<Headers> => ({
  ...(await bearerHeaders(user)),
  'x-client-address': `addr-${user.id}`,
});

beforeAll(async () => {
  creator = await createUser({ displayName: 'Creator Cleo' });
  member = await createUser({ displayName: 'Member Max' });
  admin = await createUser({ displayName: 'Admin Ada', role: 'admin' });
  creatorAuth = await as(creator);
  memberAuth = await as(member);
  adminAuth = await as(admin);
});

const create = async (body: Body, headers = creatorAuth) => {
  const reply = await call<IdeaReply>(postIdeaRoute, '/api/ideas', { method: 'POST', body, headers });
  expect(reply.status).toBe(201);
  return reply.body;
};
const getIdea = (id: string, headers: Headers = {}) =>
  call<IdeaReply>(getIdeaRoute, `/api/ideas/${id}`, { headers, params: { id } });
const putIdea = (id: string, body: Body, headers = creatorAuth) =>
  call<IdeaReply>(putIdeaRoute, `/api/ideas/${id}`, { method: 'PUT', body, headers, params: { id } });
const list = (query: string, headers: Headers = {}) =>
  call<{ ideas: IdeaReply[]; pagination: { totalCount: number } }>(listRoute, `/api/ideas?${query}`, {
    headers,
  });
const ideaCount = async (headers: Headers = {}) =>
  (
    await call<{ ideaCount: number }>(userRoute, `/api/ideas/user/${creator.id}`, {
      headers,
      params: { userId: creator.id },
    })
  ).body.ideaCount;
const approve = (id: string, headers = adminAuth) =>
  call<{ idea: { review: Review } }>(ideaActionRoute, `/api/admin/ideas/${id}/approve`, {
    method: 'POST',
    headers,
    params: { id, action: 'approve' },
  });
const reject = (id: string, body: unknown, headers = adminAuth) =>
  call<{ idea: { review: Review }; errors?: Body }>(ideaActionRoute, `/api/admin/ideas/${id}/reject`, {
    method: 'POST',
    headers,
    body,
    params: { id, action: 'reject' },
  });
const queue = (query: string, headers = adminAuth) =>
  call<{ ideas: { _id: string; problemDescription: string; review: Review }[]; pagination: Body }>(
    reviewRoute,
    `/api/admin/review?${query}`,
    { headers },
  );
const sitemapHas = async (id: string) => (await sitemapEntries(1)).some((e) => e.loc === `/ideas/${id}`);

const uploadPhoto = () => uploadIdeaPhoto(creatorAuth);

const fetchPhoto = fetchUpload;

/** Every surface an outsider (anonymous, or another member) could find the idea on. */
async function expectUnlisted(id: string, title: string, word: string) {
  for (const headers of [{}, memberAuth]) {
    expect((await getIdea(id, headers)).status).toBe(404);
    expect((await list('limit=100', headers)).body.ideas.map((i) => i._id)).not.toContain(id);
    expect(
      (await list(`search=${encodeURIComponent(title)}`, headers)).body.ideas.map((i) => i._id),
    ).not.toContain(id);
    expect((await list(`search=${word}`, headers)).body.ideas.map((i) => i._id)).not.toContain(id);
    expect((await list(`creator=${creator.id}`, headers)).body.ideas.map((i) => i._id)).not.toContain(id);
  }
  expect(await sitemapHas(id)).toBe(false);
  const requested = await call(requestAccessRoute, `/api/ideas/${id}/access-requests`, {
    method: 'POST',
    headers: memberAuth,
    body: { fullName: 'Member Max', agree: true },
    params: { id },
  });
  expect(requested.status).toBe(404);
  const started = await call<{ message: string }>(startConversationRoute, '/api/conversations', {
    method: 'POST',
    headers: memberAuth,
    body: { ideaId: id, message: 'Hello, is this still available?' },
  });
  expect(started.status).toBe(404);
  expect(started.body.message).toBe('Idea not found');
}

async function expectListed(id: string, word: string) {
  expect((await getIdea(id)).status).toBe(200);
  expect((await getIdea(id, memberAuth)).body.review).toBeUndefined();
  expect((await list('limit=100')).body.ideas.map((i) => i._id)).toContain(id);
  expect((await list(`search=${word}`)).body.ideas.map((i) => i._id)).toContain(id);
  expect(await sitemapHas(id)).toBe(true);
}

describe('MODERATION=pre', () => {
  moderationMode('pre');

  it('keeps a new idea from everyone but its creator and admins, on every surface', async () => {
    const countBefore = await ideaCount();
    const sitemapBefore = (await sitemapEntries(1)).length;
    const photo = await uploadPhoto();
    const idea = await create(
      validIdea({
        title: 'Pendulum kite reel',
        problemDescription: 'Kite lines tangle quokkaword on windy beaches.',
        contactPreference: 'Messaging',
        photos: [photo],
      }),
    );
    expect(idea.review).toEqual({
      status: 'pending',
      reason: null,
      hidden: false,
      hiddenReason: null,
      creatorSuspended: false,
    });

    await expectUnlisted(idea._id, 'Pendulum kite reel', 'quokkaword');
    expect(await ideaCount()).toBe(countBefore);
    expect(await ideaCount(memberAuth)).toBe(countBefore);
    expect((await sitemapEntries(1)).length).toBe(sitemapBefore);
    expect((await fetchPhoto(photo)).status).toBe(404);
    expect((await fetchPhoto(photo, memberAuth)).status).toBe(404);

    // Its creator sees it, with the review state, on the page and in My Ideas.
    const own = await getIdea(idea._id, creatorAuth);
    expect(own.status).toBe(200);
    expect(own.body.review?.status).toBe('pending');
    const mine = await list('mine=true&limit=100', creatorAuth);
    expect(mine.body.ideas.find((i) => i._id === idea._id)?.review?.status).toBe('pending');
    expect((await fetchPhoto(photo, creatorAuth)).status).toBe(200);
    // Admins see it too, and it waits in their queue with its full text.
    expect((await getIdea(idea._id, adminAuth)).body.review?.status).toBe('pending');
    const waiting = await queue('status=pending');
    expect(waiting.status).toBe(200);
    const item = waiting.body.ideas.find((i) => i._id === idea._id);
    expect(item?.problemDescription).toContain('quokkaword');
  });

  it('lists an approved idea everywhere, notifies and mails the creator, and audits the decision', async () => {
    const idea = await create(
      validIdea({ title: 'Barnacle scraper', problemDescription: 'Hulls gather wombatword.' }),
    );
    const countBefore = await ideaCount();
    const reply = await approve(idea._id);
    expect(reply.status).toBe(200);
    expect(reply.body.idea.review.status).toBe('approved');
    await expectListed(idea._id, 'wombatword');
    expect(await ideaCount()).toBe(countBefore + 1);
    expect((await getIdea(idea._id, creatorAuth)).body.review).toBeUndefined();
    expect((await queue('status=pending')).body.ideas.map((i) => i._id)).not.toContain(idea._id);

    const notes = await call<{ notifications: { type: string; text: string; link: string }[] }>(
      notificationsRoute,
      '/api/notifications',
      { headers: creatorAuth },
    );
    expect(notes.body.notifications).toContainEqual(
      expect.objectContaining({
        type: 'moderation',
        text: 'Your idea “Barnacle scraper” was approved and is now listed.',
        link: `/ideas/${idea._id}`,
      }),
    );
    const mail = await mailer.inbox.waitFor(
      (m) => m.to.includes(creator.email) && m.text.includes('Barnacle scraper” was approved'),
    );
    expect(mail.text).toContain(`/ideas/${idea._id}`);

    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, idea._id), eq(auditLog.action, 'idea.approve')));
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: 'idea',
      before: { reviewStatus: 'pending' },
      after: { reviewStatus: 'approved' },
    });
    expect((await approve(idea._id)).status).toBe(409);
  });

  it('tells the creator why an idea was rejected, and an edit sends it back to review', async () => {
    const idea = await create(validIdea({ title: 'Drizzle umbrella' }));
    expect((await reject(idea._id, {})).status).toBe(400);
    expect((await reject(idea._id, { reason: '   ' })).body.errors).toHaveProperty('reason');
    expect((await reject(idea._id, { reason: 'x'.repeat(1001) })).status).toBe(400);
    const reply = await reject(idea._id, { reason: 'Add what makes it different from an umbrella.' });
    expect(reply.status).toBe(200);
    expect((await reject(idea._id, { reason: 'Again' })).status).toBe(409);

    const own = await getIdea(idea._id, creatorAuth);
    expect(own.body.review).toMatchObject({
      status: 'rejected',
      reason: 'Add what makes it different from an umbrella.',
    });
    expect((await getIdea(idea._id, memberAuth)).status).toBe(404);
    expect((await queue('status=rejected')).body.ideas[0]?._id).toBe(idea._id);
    const notes = await call<{ notifications: { text: string }[] }>(
      notificationsRoute,
      '/api/notifications',
      {
        headers: creatorAuth,
      },
    );
    expect(notes.body.notifications.map((n) => n.text)).toContain(
      'Your idea “Drizzle umbrella” was not approved. Reason: Add what makes it different from an umbrella.',
    );
    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, idea._id), eq(auditLog.action, 'idea.reject')));
    expect(entry).toMatchObject({
      before: { reviewStatus: 'pending' },
      after: { reviewStatus: 'rejected' },
      reason: 'Add what makes it different from an umbrella.',
    });

    const edited = await putIdea(idea._id, validIdea({ title: 'Drizzle umbrella with a gutter' }));
    expect(edited.status).toBe(200);
    expect(edited.body.review).toMatchObject({ status: 'pending', reason: null });
    expect((await approve(idea._id)).status).toBe(200);
    // An edit of an approved idea is reviewed again: unlisted until approved.
    const again = await putIdea(idea._id, validIdea({ title: 'Drizzle umbrella, second edit' }));
    expect(again.body.review?.status).toBe('pending');
    expect((await getIdea(idea._id)).status).toBe(404);
  });

  it('is 404 to everyone but admins on the admin routes', async () => {
    const idea = await create(validIdea({ title: 'Hidden queue idea' }));
    for (const headers of [{}, memberAuth, creatorAuth]) {
      expect((await queue('', headers)).status).toBe(404);
      expect((await approve(idea._id, headers)).status).toBe(404);
      expect((await reject(idea._id, { reason: 'No' }, headers)).status).toBe(404);
    }
    expect((await getIdea(idea._id, creatorAuth)).body.review?.status).toBe('pending');
    expect((await approve('0123456789abcdef01234567')).status).toBe(404);
    expect((await queue('status=nope')).status).toBe(400);
  });
});

describe('MODERATION=post', () => {
  moderationMode('post');

  it('lists new ideas at once, and an edit keeps them listed', async () => {
    const idea = await create(
      validIdea({ title: 'Tidal clock', problemDescription: 'Sailors miss platypusword.' }),
    );
    expect(idea.review).toBeUndefined();
    await expectListed(idea._id, 'platypusword');
    const edited = await putIdea(
      idea._id,
      validIdea({ title: 'Tidal clock two', problemDescription: 'Sailors miss platypusword.' }),
    );
    expect(edited.body.review).toBeUndefined();
    await expectListed(idea._id, 'platypusword');
  });
});

describe('hidden ideas and ideas of suspended creators', () => {
  moderationMode('post');

  it('are unlisted on the same surfaces, and still open to their creator and admins', async () => {
    const hidden = await create(
      validIdea({
        title: 'Mothballed lantern',
        problemDescription: 'Lanterns numbatword.',
        contactPreference: 'Messaging',
      }),
    );
    const suspended = await create(
      validIdea({
        title: 'Shelved compass',
        problemDescription: 'Compasses dugongword.',
        contactPreference: 'Messaging',
      }),
    );
    const countBefore = await ideaCount();
    await getDb()
      .update(ideas)
      .set({ hiddenAt: new Date(), hiddenReason: 'Spam' })
      .where(eq(ideas.id, hidden._id));
    await getDb().update(ideas).set({ creatorSuspended: true }).where(eq(ideas.id, suspended._id));
    announce('ideas');
    await expectUnlisted(hidden._id, 'Mothballed lantern', 'numbatword');
    await expectUnlisted(suspended._id, 'Shelved compass', 'dugongword');
    expect(await ideaCount()).toBe(countBefore - 2);
    expect((await getIdea(hidden._id, creatorAuth)).body.review).toMatchObject({
      status: 'approved',
      hidden: true,
    });
    expect((await getIdea(suspended._id, adminAuth)).body.review).toMatchObject({ creatorSuspended: true });
  });
});
