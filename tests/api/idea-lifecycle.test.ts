import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as decideRoute } from '@/app/api/access-requests/[id]/[action]/route';
import { GET as ndaPdfRoute } from '@/app/api/access-requests/[id]/nda.pdf/route';
import { GET as accessListRoute } from '@/app/api/access-requests/route';
import { GET as messagesRoute, POST as sendRoute } from '@/app/api/conversations/[id]/messages/route';
import { GET as conversationsRoute, POST as startRoute } from '@/app/api/conversations/route';
import { POST as requestAccessRoute } from '@/app/api/ideas/[id]/access-requests/route';
import { POST as archiveRoute } from '@/app/api/ideas/[id]/archive/route';
import { POST as relistRoute } from '@/app/api/ideas/[id]/relist/route';
import { GET as ideaRoute, PUT as putRoute } from '@/app/api/ideas/[id]/route';
import { GET as similarRoute } from '@/app/api/ideas/[id]/similar/route';
import { PUT as watchRoute } from '@/app/api/ideas/[id]/watch/route';
import { GET as listRoute, POST as postRoute } from '@/app/api/ideas/route';
import { GET as userRoute } from '@/app/api/ideas/user/[userId]/route';
import { POST as createSearchRoute } from '@/app/api/saved-searches/route';
import { GET as watchlistRoute } from '@/app/api/watchlist/route';
import { getDb } from '@/lib/db';
import { getIdea, IdeaArchivedError } from '@/lib/ideas';
import { countFromFreshTallies } from '@/lib/ideas/counts';
import { parseIdeaListQuery } from '@/lib/ideas/list-query';
import { sitemapEntries, sitemapFileCount } from '@/lib/seo/sitemap';
import { ACCESS_MESSAGES } from '@/lib/validation/access';
import { IDEA_LIFECYCLE_MESSAGES, ideaListingReplySchema } from '@/lib/validation/idea-lifecycle';
import { matchAlertingSearches } from '@/lib/watchlist';
import { ideas, type User } from '@/models';
import { savedSearchAnnouncements } from '@/models/watchlist';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { call } from './http';
import { validIdea } from './ideas-fixtures';

// Archive and relist (DESIGN.md section 14, issue "The listing's data room", item 5): the creator
// withdraws an idea from every surface where "listed" is decided, its deal room goes on for the
// parties it has, and relisting brings everything back.

type Headers = Record<string, string>;
interface Idea {
  _id: string;
  title: string;
  status?: 'listed' | 'archived';
  review?: unknown;
  problemDescription?: string;
}
interface Page {
  ideas: Idea[];
  pagination: { totalCount: number };
}
interface ListingReply {
  success: boolean;
  idea: Idea;
  message?: string;
}

let creator: User;
let member: User;
let admin: User;
let creatorAuth: Headers;
let memberAuth: Headers;
let adminAuth: Headers;

/** As the user, from an address of their own (rate limits count per address too). */
const as = async (user: User): Promise<Headers> => ({
  ...(await bearerHeaders(user)),
  'x-client-address': `addr-${user.id}`,
});

async function newIdea(overrides: Record<string, unknown> = {}, headers = creatorAuth): Promise<string> {
  const reply = await call<{ _id: string }>(postRoute, '/api/ideas', {
    method: 'POST',
    headers,
    body: validIdea(overrides),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body._id;
}

const archive = (id: string, headers: Headers = creatorAuth) =>
  call<ListingReply>(archiveRoute, `/api/ideas/${id}/archive`, { method: 'POST', headers, params: { id } });
const relist = (id: string, headers: Headers = creatorAuth) =>
  call<ListingReply>(relistRoute, `/api/ideas/${id}/relist`, { method: 'POST', headers, params: { id } });
const detail = (id: string, headers: Headers = {}) =>
  call<Idea & { success?: boolean; message?: string }>(ideaRoute, `/api/ideas/${id}`, {
    headers,
    params: { id },
  });
const list = (query: string, headers: Headers = {}) =>
  call<Page>(listRoute, `/api/ideas?${query}`, { headers });
const listedIds = async (query: string, headers: Headers = {}) =>
  (await list(query, headers)).body.ideas.map((idea) => idea._id);
const similar = (id: string, headers: Headers = {}) =>
  call<{ ideas: Idea[]; message?: string }>(similarRoute, `/api/ideas/${id}/similar`, {
    headers,
    params: { id },
  });
const sitemapIds = async () => {
  const files = await sitemapFileCount();
  const entries = (await Promise.all(Array.from({ length: files }, (_, i) => sitemapEntries(i + 1)))).flat();
  return entries.map((entry) => entry.loc);
};

beforeAll(async () => {
  creator = await createUser({ displayName: 'Creator' });
  member = await createUser({ displayName: 'Member' });
  admin = await createUser({ displayName: 'Admin', role: 'admin' });
  creatorAuth = await as(creator);
  memberAuth = await as(member);
  adminAuth = await as(admin);
});

describe('POST /api/ideas/{id}/archive and /relist', () => {
  it('archive and relist the idea for its creator, answering it as the creator sees it', async () => {
    const id = await newIdea({ title: 'Archivable lamp' });
    const archived = await archive(id);
    expect(archived.status).toBe(200);
    expect(archived.headers.get('cache-control')).toContain('no-store');
    expect(ideaListingReplySchema.parse(archived.body)).toEqual(archived.body);
    expect(archived.body).toMatchObject({
      success: true,
      idea: { _id: id, title: 'Archivable lamp', status: 'archived', access: 'owner' },
    });
    // Archiving is not an edit: the idea's texts and dates stay as they were.
    expect(archived.body.idea).not.toHaveProperty('review');
    expect(archived.body.idea.problemDescription).toBe(validIdea().problemDescription);

    const relisted = await relist(id);
    expect(relisted.status).toBe(200);
    expect(relisted.body).toMatchObject({ success: true, idea: { _id: id, status: 'listed' } });
    expect((await detail(id, creatorAuth)).body.status).toBe('listed');
  });

  it('are idempotent: archiving an archived idea (or relisting a listed one) changes nothing', async () => {
    const id = await newIdea({ title: 'Twice archived' });
    const archivedAt = async () =>
      (await getDb().select({ at: ideas.archivedAt }).from(ideas).where(eq(ideas.id, id)))[0]?.at;
    expect((await relist(id)).body.idea.status).toBe('listed');
    expect(await archivedAt()).toBeNull();
    expect((await archive(id)).body.idea.status).toBe('archived');
    const first = await archivedAt();
    expect(first).toBeInstanceOf(Date);
    const again = await archive(id, await cookieHeaders(creator));
    expect(again.status).toBe(200);
    expect(again.body.idea.status).toBe('archived');
    expect(await archivedAt()).toEqual(first);
    expect((await relist(id)).body.idea.status).toBe('listed');
    expect((await relist(id)).body.idea.status).toBe('listed');
    expect(await archivedAt()).toBeNull();
  });

  it('are 401 anonymous, 403 for anyone but the creator (admins too), 404 for unknown ideas', async () => {
    const id = await newIdea({ title: 'Not yours' });
    const anonymous = await archive(id, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, message: IDEA_LIFECYCLE_MESSAGES.signInToArchive });
    expect((await relist(id, {})).body).toEqual({
      success: false,
      message: IDEA_LIFECYCLE_MESSAGES.signInToRelist,
    });
    for (const headers of [memberAuth, adminAuth]) {
      const refused = await archive(id, headers);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        success: false,
        message: IDEA_LIFECYCLE_MESSAGES.notAuthorizedToArchive,
      });
      expect((await relist(id, headers)).body).toEqual({
        success: false,
        message: IDEA_LIFECYCLE_MESSAGES.notAuthorizedToRelist,
      });
    }
    expect((await detail(id)).status).toBe(200);
    for (const unknown of ['0123456789abcdef01234567', 'nope']) {
      expect((await archive(unknown)).status).toBe(404);
      expect((await relist(unknown)).body).toEqual({ success: false, message: 'Idea not found' });
    }
    // Not theirs, archived or not (as an edit of it is).
    await archive(id);
    expect((await relist(id, memberAuth)).status).toBe(403);
    expect((await detail(id, creatorAuth)).body.status).toBe('archived');
  });
});

describe('an archived idea', () => {
  const word = 'zeppelinarchive';
  let id: string;
  let twin: string;

  beforeAll(async () => {
    id = await newIdea({
      title: `Folding ${word} bicycle`,
      category: 'Education',
      problemDescription: `Commuters cannot carry a bicycle ${word} onto crowded trains.`,
    });
    // Shares the title's words: each is the other's most similar idea.
    twin = await newIdea({ title: `Folding ${word} scooter`, category: 'Education' });
  });

  it('is gone from every list, search, total, similar idea and the sitemap; relisting brings it back', async () => {
    const queries = [
      'limit=100',
      'category=Education',
      `search=${word}`,
      'search=folding bicycle',
      `creator=${creator.id}`,
    ];
    const totals = async () =>
      Promise.all([...queries.map(async (query) => (await list(query)).body.pagination.totalCount)]);
    const tallied = () =>
      countFromFreshTallies(parseIdeaListQuery(new URLSearchParams('category=Education')), null);
    const profileCount = async () =>
      (
        await call<{ ideaCount: number }>(userRoute, `/api/ideas/user/${creator.id}`, {
          params: { userId: creator.id },
        })
      ).body.ideaCount;

    for (const query of queries) {
      expect(await listedIds(query), query).toContain(id);
      expect(await listedIds(query, memberAuth), query).toContain(id);
    }
    const before = await totals();
    const talliedBefore = await tallied();
    const profileBefore = await profileCount();
    expect((await similar(twin)).body.ideas.map((idea) => idea._id)).toContain(id);
    expect(await sitemapIds()).toContain(`/ideas/${id}`);

    expect((await archive(id)).status).toBe(200);

    for (const query of queries) {
      expect(await listedIds(query), query).not.toContain(id);
      expect(await listedIds(query, memberAuth), query).not.toContain(id);
    }
    expect(await totals()).toEqual(before.map((n) => n - 1));
    expect(await tallied()).toBe(talliedBefore - 1);
    expect(await profileCount()).toBe(profileBefore - 1);
    expect((await similar(twin)).body.ideas.map((idea) => idea._id)).not.toContain(id);
    expect(await sitemapIds()).not.toContain(`/ideas/${id}`);

    // Its creator still finds it among their own ideas (My Ideas), marked archived.
    const mine = await list('mine=true&limit=100', creatorAuth);
    expect(mine.body.ideas.find((idea) => idea._id === id)).toMatchObject({ status: 'archived' });
    expect(mine.body.ideas.find((idea) => idea._id === twin)).toMatchObject({ status: 'listed' });
    expect((await list(`mine=true&search=${word}`, creatorAuth)).body.ideas.map((i) => i._id)).toContain(id);
    // ...and nobody else reads `status`.
    expect((await list(`search=${word}`, memberAuth)).body.ideas[0]).not.toHaveProperty('status');

    expect((await relist(id)).status).toBe(200);

    for (const query of queries) expect(await listedIds(query), query).toContain(id);
    expect(await totals()).toEqual(before);
    expect(await tallied()).toBe(talliedBefore);
    expect(await profileCount()).toBe(profileBefore);
    expect((await similar(twin)).body.ideas.map((idea) => idea._id)).toContain(id);
    expect(await sitemapIds()).toContain(`/ideas/${id}`);
  });

  it('is not found for others (404, like a hidden idea), opens for its creator with status archived', async () => {
    await archive(id);
    for (const headers of [{}, memberAuth]) {
      const reply = await detail(id, headers);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ success: false, message: 'Idea not found' });
      expect(JSON.stringify(reply.body)).not.toContain(word);
      expect((await similar(id, headers)).status).toBe(404);
    }
    // The page tells an archived idea apart from a missing or hidden one ('No longer listed').
    await expect(getIdea(id, null)).rejects.toBeInstanceOf(IdeaArchivedError);
    await expect(getIdea('0123456789abcdef01234567', null)).rejects.not.toBeInstanceOf(IdeaArchivedError);

    const own = await detail(id, creatorAuth);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ _id: id, status: 'archived', access: 'owner' });
    expect(own.body.problemDescription).toContain(word);
    expect((await similar(id, creatorAuth)).status).toBe(200);
    // An admin opens it (as any unlisted idea), without the creator's `status`.
    const admins = await detail(id, adminAuth);
    expect(admins.status).toBe(200);
    expect(admins.body).not.toHaveProperty('status');

    // Its creator may still edit it: it stays archived.
    const edited = await call<Idea>(putRoute, `/api/ideas/${id}`, {
      method: 'PUT',
      headers: creatorAuth,
      params: { id },
      body: validIdea({ title: `Folding ${word} bicycle, lighter`, category: 'Education' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.status).toBe('archived');
    expect((await detail(id)).status).toBe(404);

    await relist(id);
    expect((await detail(id)).status).toBe(200);
    expect((await detail(id, memberAuth)).body).not.toHaveProperty('status');
  });

  it('archived and hidden: not found, and its creator reads both why (review) and status', async () => {
    const hidden = await newIdea({ title: 'Hidden and archived' });
    await archive(hidden);
    await getDb()
      .update(ideas)
      .set({ hiddenAt: new Date(), hiddenReason: 'Spam' })
      .where(eq(ideas.id, hidden));
    await expect(getIdea(hidden, null)).rejects.not.toBeInstanceOf(IdeaArchivedError);
    const own = await detail(hidden, creatorAuth);
    expect(own.body).toMatchObject({ status: 'archived', review: { hidden: true, hiddenReason: 'Spam' } });
    // Relisted, it stays unlisted while hidden.
    expect((await relist(hidden)).body.idea).toMatchObject({ status: 'listed', review: { hidden: true } });
    expect(await listedIds('limit=100')).not.toContain(hidden);
  });
});

describe("an archived idea's watchers and saved searches", () => {
  it('leaves the watchlists of those who saved it, and comes back when relisted', async () => {
    const id = await newIdea({ title: 'Watched then archived' });
    const watch = await call(watchRoute, `/api/ideas/${id}/watch`, {
      method: 'PUT',
      headers: memberAuth,
      params: { id },
    });
    expect(watch.status).toBe(200);
    const watched = async () =>
      (await call<Page>(watchlistRoute, '/api/watchlist', { headers: memberAuth })).body.ideas.map(
        (i) => i._id,
      );
    expect(await watched()).toContain(id);
    await archive(id);
    expect(await watched()).not.toContain(id);
    await relist(id);
    expect(await watched()).toContain(id);
  });

  it('is announced by no saved-search alert while archived, and once relisted', async () => {
    const word = 'quokkalert';
    const search = await call<{ savedSearch: { _id: string } }>(createSearchRoute, '/api/saved-searches', {
      method: 'POST',
      headers: memberAuth,
      body: { name: 'Quokkas', query: `search=${word}`, alert: 'instant' },
    });
    expect(search.status, JSON.stringify(search.body)).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const id = await newIdea({ title: `Quokka ${word} feeder` });
    await archive(id);
    const announced = async () =>
      (
        await getDb()
          .select({ ideaId: savedSearchAnnouncements.ideaId })
          .from(savedSearchAnnouncements)
          .where(eq(savedSearchAnnouncements.savedSearchId, search.body.savedSearch._id))
      ).map((row) => row.ideaId);
    await matchAlertingSearches();
    expect(await announced()).toEqual([]);
    await relist(id);
    await matchAlertingSearches();
    expect(await announced()).toEqual([id]);
  });
});

describe("an archived idea's deal room", () => {
  let id: string;
  let buyer: User;
  let buyerAuth: Headers;
  let requestId: string;
  let conversationId: string;

  const requestAccess = async (headers: Headers) =>
    call<{ request: { _id: string; status: string }; message?: string }>(
      requestAccessRoute,
      `/api/ideas/${id}/access-requests`,
      { method: 'POST', headers, params: { id }, body: { fullName: 'Buyer Name', agree: true } },
    );

  beforeAll(async () => {
    buyer = await createUser({ displayName: 'Buyer' });
    buyerAuth = await as(buyer);
    id = await newIdea({ title: 'Gated deal', requireNDA: true, contactPreference: 'Messaging' });
    const requested = await requestAccess(buyerAuth);
    expect(requested.status).toBe(201);
    requestId = requested.body.request._id;
    const approved = await call(decideRoute, `/api/access-requests/${requestId}/approve`, {
      method: 'POST',
      headers: creatorAuth,
      params: { id: requestId, action: 'approve' },
      body: {},
    });
    expect(approved.status).toBe(200);
    const started = await call<{ conversation: { _id: string } }>(startRoute, '/api/conversations', {
      method: 'POST',
      headers: buyerAuth,
      body: { ideaId: id, message: 'Thanks for the access!' },
    });
    expect(started.status).toBe(201);
    conversationId = started.body.conversation._id;
    await archive(id);
  });

  it('keeps its conversations readable and writable for their parties', async () => {
    for (const [user, headers] of [
      [buyer, buyerAuth],
      [creator, creatorAuth],
    ] as const) {
      const threads = await call<{ conversations: { _id: string; ideaId: string }[] }>(
        conversationsRoute,
        '/api/conversations',
        { headers },
      );
      expect(
        threads.body.conversations.map((c) => c._id),
        user.displayName,
      ).toContain(conversationId);
      const messages = await call<{ messages: { body: string }[] }>(
        messagesRoute,
        `/api/conversations/${conversationId}/messages`,
        { headers, params: { id: conversationId } },
      );
      expect(messages.status).toBe(200);
      expect(messages.body.messages.map((m) => m.body)).toContain('Thanks for the access!');
      const sent = await call(sendRoute, `/api/conversations/${conversationId}/messages`, {
        method: 'POST',
        headers,
        params: { id: conversationId },
        body: { body: `Still here, ${user.displayName}` },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    }
    // Nobody starts a new thread on it.
    const other = await createUser();
    const refused = await call(startRoute, '/api/conversations', {
      method: 'POST',
      headers: await as(other),
      body: { ideaId: id, message: 'Hello?' },
    });
    expect(refused.status).toBe(404);
  });

  it('keeps its access grants readable to both parties, signed NDA included', async () => {
    const outgoing = await call<{ requests: { _id: string; status: string }[] }>(
      accessListRoute,
      '/api/access-requests?role=outgoing',
      { headers: buyerAuth },
    );
    expect(outgoing.body.requests).toEqual([expect.objectContaining({ _id: requestId, status: 'approved' })]);
    const incoming = await call<{ requests: { _id: string }[] }>(
      accessListRoute,
      '/api/access-requests?role=incoming',
      { headers: creatorAuth },
    );
    expect(incoming.body.requests.map((r) => r._id)).toContain(requestId);
    for (const headers of [buyerAuth, creatorAuth]) {
      const pdf = await (ndaPdfRoute as (r: Request, c: unknown) => Promise<Response>)(
        new Request(`http://localhost:3000/api/access-requests/${requestId}/nda.pdf`, { headers }),
        { params: Promise.resolve({ id: requestId }) },
      );
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    }
  });

  it('refuses a new access request with 409, and takes it again once relisted', async () => {
    const newcomerAuth = await as(await createUser({ displayName: 'Newcomer' }));
    const refused = await requestAccess(newcomerAuth);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: ACCESS_MESSAGES.archived });
    await relist(id);
    expect((await requestAccess(newcomerAuth)).status).toBe(201);
    // The approved buyer reads the full idea again.
    const full = await detail(id, buyerAuth);
    expect(full.status).toBe(200);
    expect(full.body.problemDescription).toBeDefined();
  });
});
