import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as answerAppealRoute } from '@/app/api/admin/appeals/[id]/answer/route';
import { POST as ideaActionRoute } from '@/app/api/admin/ideas/[id]/[action]/route';
import { POST as appealRoute } from '@/app/api/ideas/[id]/appeal/route';
import { POST as archiveRoute } from '@/app/api/ideas/[id]/archive/route';
import { POST as relistRoute } from '@/app/api/ideas/[id]/relist/route';
import { POST as postIdeaRoute } from '@/app/api/ideas/route';
import { POST as unsubscribePost } from '@/app/api/mail/unsubscribe/route';
import { DELETE as deleteRoute, PATCH as patchRoute } from '@/app/api/saved-searches/[id]/route';
import { GET as listRoute, POST as createRoute } from '@/app/api/saved-searches/route';
import { getDb, resultRows } from '@/lib/db';
import { matchAlertingSearches, matchApprovedIdea } from '@/lib/watchlist';
import { jobs, type User } from '@/models';
import { savedSearchAnnouncements } from '@/models/watchlist';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { moderationMode } from './moderation-mode';
import { call } from './http';
import { validIdea } from './ideas-fixtures';
import { withMailWorker } from './mail-worker';
import type { ReceivedMail } from './smtp-inbox';

// Saved searches of /ideas with their alerts, through the routes, a job worker in this process
// and a real SMTP server: instant alerts, the daily digest (its job's run time advanced, as the
// clock would), once per search, public fields only, and nothing after unsubscribing.

const mailer = withMailWorker();

type Headers = Record<string, string>;
interface SavedSearchReply {
  _id: string;
  name: string;
  query: string;
  alert: string;
  createdAt: string;
}

const save = (body: unknown, headers: Headers) =>
  call<{ savedSearch: SavedSearchReply; errors?: Record<string, string>; message?: string }>(
    createRoute,
    '/api/saved-searches',
    { method: 'POST', body, headers },
  );
const list = (headers: Headers = {}) =>
  call<{ savedSearches: SavedSearchReply[] }>(listRoute, '/api/saved-searches', { headers });
const patch = (id: string, body: unknown, headers: Headers) =>
  call<{ savedSearch: SavedSearchReply; errors?: Record<string, string> }>(
    patchRoute,
    `/api/saved-searches/${id}`,
    { method: 'PATCH', body, headers, params: { id } },
  );
const remove = (id: string, headers: Headers) =>
  call(deleteRoute, `/api/saved-searches/${id}`, { method: 'DELETE', headers, params: { id } });

const publish = async (body: Record<string, unknown>, headers: Headers) => {
  const reply = await call<{ _id: string }>(postIdeaRoute, '/api/ideas', {
    method: 'POST',
    body: validIdea(body),
    headers,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body._id;
};

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every job queued to run now has run (the matching runs and the mails they queued). */
const idle = () =>
  until(async () => {
    const rows = resultRows(
      await getDb().execute(
        sql`select 1 from jobs where status in ('queued', 'running') and run_at <= now() + interval '2 seconds' limit 1`,
      ),
    );
    return rows.length === 0;
  }, 'the jobs to finish');

const mailsTo = (user: User) => mailer.inbox.messages.filter((mail) => mail.to.includes(user.email));

const announced = async (searchId: string) =>
  (
    await getDb()
      .select({ ideaId: savedSearchAnnouncements.ideaId })
      .from(savedSearchAnnouncements)
      .where(eq(savedSearchAnnouncements.savedSearchId, searchId))
  ).map((row) => row.ideaId);

let seller: User;
let sellerAuth: Headers;

beforeAll(async () => {
  seller = await createUser({ displayName: 'Seller' });
  sellerAuth = await bearerHeaders(seller);
});

describe('the saved-search calls', () => {
  let ada: User;
  let adaAuth: Headers;
  let adaCookie: Headers;
  let bobAuth: Headers;
  beforeAll(async () => {
    ada = await createUser({ displayName: 'Ada' });
    adaAuth = await bearerHeaders(ada);
    adaCookie = await cookieHeaders(ada);
    bobAuth = await bearerHeaders(await createUser({ displayName: 'Bob' }));
  });

  it('POST saves the list query, normalized, with a name and an alert; GET lists them (bearer or cookie)', async () => {
    const created = await save(
      {
        name: ' Solar gadgets ',
        query: '?search=solar&category=Tech&page=3&limit=5&sort=newest',
        alert: 'instant',
      },
      adaAuth,
    );
    expect(created.status).toBe(201);
    expect(created.body.savedSearch).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Solar gadgets',
      query: 'category=Tech&search=solar&sort=newest',
      alert: 'instant',
      createdAt: expect.any(String),
    });
    const second = await save({ name: 'Everything', query: '' }, adaCookie);
    expect(second.status).toBe(201);
    expect(second.body.savedSearch.alert).toBe('off');

    const listed = await list(adaCookie);
    expect(listed.status).toBe(200);
    expect(listed.body.savedSearches.map((s) => s.name)).toEqual(['Solar gadgets', 'Everything']);
    expect((await list(bobAuth)).body.savedSearches).toEqual([]);
    expect((await list()).status).toBe(401);
    expect((await save({ name: 'x', query: '' }, {})).status).toBe(401);
  });

  it('checks the query with the list’s own schema: a 400 names the parameter', async () => {
    const price = await save({ name: 'Cheap', query: 'priceMin=cheap', alert: 'off' }, adaAuth);
    expect(price.status).toBe(400);
    expect(Object.keys(price.body.errors ?? {})).toEqual(['priceMin']);
    const type = await save({ name: 'Typed', query: 'type=Gadget' }, adaAuth);
    expect(type.status).toBe(400);
    expect(type.body.errors).toHaveProperty('type');
    const mine = await save({ name: 'Mine', query: 'mine=true' }, adaAuth);
    expect(mine.status).toBe(400);
    expect(mine.body.errors).toHaveProperty('mine');
    const alert = await save({ name: 'Weekly', query: '', alert: 'weekly' }, adaAuth);
    expect(alert.status).toBe(400);
    expect(alert.body.errors).toHaveProperty('alert');
    const name = await save({ name: '   ', query: '' }, adaAuth);
    expect(name.status).toBe(400);
    expect(name.body.errors).toHaveProperty('name');
  });

  it('keeps at most 50 per member: 409 beyond', async () => {
    const cara = await createUser({ displayName: 'Cara' });
    const auth = await bearerHeaders(cara);
    for (let i = 1; i <= 50; i += 1)
      expect((await save({ name: `Search ${i}`, query: `search=w${i}` }, auth)).status).toBe(201);
    const refused = await save({ name: 'One more', query: '' }, auth);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/at most 50/);
    expect((await list(auth)).body.savedSearches).toHaveLength(50);
  });

  it('PATCH renames and changes the alert, DELETE deletes; someone else’s id is a 404', async () => {
    const { savedSearch } = (await save({ name: 'Kettles', query: 'search=kettle' }, adaAuth)).body;
    const renamed = await patch(savedSearch._id, { name: 'Tea kettles' }, adaAuth);
    expect(renamed.status).toBe(200);
    expect(renamed.body.savedSearch).toMatchObject({
      name: 'Tea kettles',
      alert: 'off',
      query: 'search=kettle',
    });
    const alerted = await patch(savedSearch._id, { alert: 'daily' }, adaCookie);
    expect(alerted.body.savedSearch).toMatchObject({ name: 'Tea kettles', alert: 'daily' });
    expect((await patch(savedSearch._id, { alert: 'hourly' }, adaAuth)).status).toBe(400);
    expect((await patch(savedSearch._id, {}, adaAuth)).status).toBe(400);

    expect((await patch(savedSearch._id, { name: 'Mine now' }, bobAuth)).status).toBe(404);
    expect((await remove(savedSearch._id, bobAuth)).status).toBe(404);
    expect((await patch('not-an-id', { name: 'x' }, adaAuth)).status).toBe(404);
    expect((await patch(savedSearch._id, { name: 'x' }, {})).status).toBe(401);

    const deleted = await remove(savedSearch._id, adaAuth);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect((await remove(savedSearch._id, adaAuth)).status).toBe(404);
    expect((await list(adaAuth)).body.savedSearches.map((s) => s.name)).not.toContain('Tea kettles');
  });
});

describe('instant alerts', () => {
  let dee: User;
  let deeAuth: Headers;
  let firstMail: ReceivedMail;
  let searchId: string;
  beforeAll(async () => {
    dee = await createUser({ displayName: 'Dee' });
    deeAuth = await bearerHeaders(dee);
  });

  it('mails within a minute of a matching idea being published, by its public fields only', async () => {
    const created = await save(
      { name: 'Heliostat ideas', query: 'category=Tech&search=heliostat', alert: 'instant' },
      deeAuth,
    );
    searchId = created.body.savedSearch._id;
    const started = Date.now();
    const matching = await publish(
      {
        title: 'Heliostat for balcony gardens',
        requireNDA: true,
        problemDescription: 'Balconies facing north get no sun: the hidden detail is quokkafrond.',
        solutionDescription: 'A mirror on a tracker, with the secret gearing called zumbleknot.',
        desiredPrice: 4200,
      },
      sellerAuth,
    );
    // Another category, and a gated idea whose hidden texts alone hold the word: neither matches.
    const otherCategory = await publish({ title: 'Heliostat cookbook', category: 'Education' }, sellerAuth);
    const hiddenOnly = await publish(
      {
        title: 'Garden mirror',
        requireNDA: true,
        problemDescription: 'It is really a heliostat in disguise, for sure.',
      },
      sellerAuth,
    );
    firstMail = await mailer.inbox.waitFor((mail) => mail.to.includes(dee.email), 60_000);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(firstMail.subject).toBe('New idea for “Heliostat ideas”: Heliostat for balcony gardens');
    expect(firstMail.text).toContain(`http://localhost:3000/ideas/${matching}`);
    expect(firstMail.text).toContain('Tech');
    expect(firstMail.text).toContain('$4,200');
    expect(firstMail.text).toContain('http://localhost:3000/ideas?category=Tech&search=heliostat');
    for (const hidden of ['quokkafrond', 'zumbleknot', 'north'])
      expect(firstMail.html + firstMail.text).not.toContain(hidden);
    await idle();
    expect(await announced(searchId)).toEqual([matching]);
    expect(await announced(searchId)).not.toContain(otherCategory);
    expect(await announced(searchId)).not.toContain(hiddenOnly);
  });

  it('announces each idea once per search, however often matching runs', async () => {
    await publish({ title: 'Unrelated wooden spoon', category: 'Home' }, sellerAuth);
    await idle();
    await matchAlertingSearches();
    await matchAlertingSearches();
    await idle();
    expect(mailsTo(dee)).toHaveLength(1);
    const second = await publish({ title: 'Heliostat mark two', desiredPrice: 1500 }, sellerAuth);
    await mailer.inbox.waitFor((mail) => mail.to.includes(dee.email) && mail.subject.includes('mark two'));
    await matchAlertingSearches();
    await idle();
    expect(mailsTo(dee)).toHaveLength(2);
    expect((await announced(searchId)).sort()).toHaveLength(2);
    expect(await announced(searchId)).toContain(second);
  });

  it('sends nothing after the one-click unsubscribe of the mails', async () => {
    const header = firstMail.headerLines.find((line) => /^List-Unsubscribe: /.test(line));
    const oneClick = /<([^>]+)>/.exec(header ?? '')?.[1];
    expect(oneClick).toMatch(/\/api\/mail\/unsubscribe\?token=.*saved-search-alerts/);
    const done = await call(unsubscribePost, oneClick!, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('You will no longer get emails about alerts of your saved searches.');
    const third = await publish({ title: 'Heliostat mark three' }, sellerAuth);
    await idle();
    await until(async () => (await announced(searchId)).includes(third), 'the match to be recorded');
    await matchAlertingSearches();
    await idle();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(dee)).toHaveLength(2);
  });

  it('does not announce ideas published while the alert was off, nor before the search was saved', async () => {
    const eve = await createUser({ displayName: 'Eve' });
    const auth = await bearerHeaders(eve);
    await publish({ title: 'Pergola planner before saving' }, sellerAuth);
    const { savedSearch } = (await save({ name: 'Pergolas', query: 'search=pergola', alert: 'off' }, auth))
      .body;
    await publish({ title: 'Pergola planner while off' }, sellerAuth);
    await idle();
    expect((await patch(savedSearch._id, { alert: 'instant' }, auth)).status).toBe(200);
    const after = await publish({ title: 'Pergola planner after' }, sellerAuth);
    const mail = await mailer.inbox.waitFor((m) => m.to.includes(eve.email));
    expect(mail.subject).toBe('New idea for “Pergolas”: Pergola planner after');
    await idle();
    expect(await announced(savedSearch._id)).toEqual([after]);
    expect(mailsTo(eve)).toHaveLength(1);
  });
});

describe('a relisted idea', () => {
  it('is announced to the searches saved while it was archived', async () => {
    const kim = await createUser({ displayName: 'Kim' });
    const auth = await bearerHeaders(kim);
    const id = await publish({ title: 'Trellis kit for narrow walls' }, sellerAuth);
    const lifecycle = (action: 'archive' | 'relist') =>
      call(action === 'archive' ? archiveRoute : relistRoute, `/api/ideas/${id}/${action}`, {
        method: 'POST',
        headers: sellerAuth,
        params: { id },
      });
    expect((await lifecycle('archive')).status).toBe(200);
    const { savedSearch } = (
      await save({ name: 'Trellises', query: 'search=trellis', alert: 'instant' }, auth)
    ).body;
    await idle();
    await matchAlertingSearches();
    expect(await announced(savedSearch._id)).toEqual([]);

    expect((await lifecycle('relist')).status).toBe(200);
    const mail = await mailer.inbox.waitFor((m) => m.to.includes(kim.email), 60_000);
    expect(mail.subject).toBe('New idea for “Trellises”: Trellis kit for narrow walls');
    await idle();
    expect(await announced(savedSearch._id)).toEqual([id]);
  });
});

describe('the daily digest', () => {
  it('mails one digest with the day’s two ideas when its job runs, and queues the next day’s', async () => {
    const fay = await createUser({ displayName: 'Fay' });
    const auth = await bearerHeaders(fay);
    const { savedSearch } = (await save({ name: 'Trellis', query: 'search=trellis', alert: 'daily' }, auth))
      .body;
    const first = await publish({ title: 'Trellis for tomatoes', desiredPrice: 800 }, sellerAuth);
    const second = await publish({ title: 'Trellis kit for walls', desiredPrice: 950 }, sellerAuth);
    await until(async () => (await announced(savedSearch._id)).length === 2, 'both matches');
    await idle();
    expect(mailsTo(fay)).toHaveLength(0);

    const [digest] = await getDb()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'saved-searches.digest'), eq(jobs.status, 'queued')));
    expect(digest).toBeDefined();
    expect(digest!.runAt.getUTCHours()).toBe(7);
    expect(digest!.runAt.getTime()).toBeGreaterThan(Date.now());
    // The clock reaches the digest hour.
    await getDb().update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, digest!.id));

    const mail = await mailer.inbox.waitFor((m) => m.to.includes(fay.email), 30_000);
    expect(mail.subject).toBe('2 new ideas for “Trellis”');
    expect(mail.text).toContain(`/ideas/${first}`);
    expect(mail.text).toContain(`/ideas/${second}`);
    expect(mail.text).toContain('$800');
    expect(mail.headerLines.some((line) => /^List-Unsubscribe: <.*saved-search-alerts/.test(line))).toBe(
      true,
    );
    await idle();
    const [next] = await getDb()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'saved-searches.digest'), eq(jobs.status, 'queued')));
    expect(next!.runAt.getTime()).toBeGreaterThan(Date.now());

    // Nothing new: the next run mails nothing, and nothing is announced twice.
    await getDb().update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, next!.id));
    await idle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(fay)).toHaveLength(1);
  });
});

describe('under MODERATION=pre', () => {
  moderationMode('pre');

  it('announces an idea only once it is approved', async () => {
    const gus = await createUser({ displayName: 'Gus' });
    const auth = await bearerHeaders(gus);
    const admin = await createUser({ displayName: 'Admin', role: 'admin' });
    const { savedSearch } = (await save({ name: 'Gazebos', query: 'search=gazebo', alert: 'instant' }, auth))
      .body;
    const pending = await publish({ title: 'Gazebo with solar roof' }, sellerAuth);
    await idle();
    await matchAlertingSearches();
    await idle();
    expect(await announced(savedSearch._id)).toEqual([]);
    expect(mailsTo(gus)).toHaveLength(0);

    const approved = await call(ideaActionRoute, `/api/admin/ideas/${pending}/approve`, {
      method: 'POST',
      headers: await bearerHeaders(admin),
      params: { id: pending, action: 'approve' },
    });
    expect(approved.status).toBe(200);
    const mail = await mailer.inbox.waitFor((m) => m.to.includes(gus.email), 60_000);
    expect(mail.subject).toBe('New idea for “Gazebos”: Gazebo with solar roof');
  });

  // An idea is published when it is approved: a search saved while it waited for review (after it
  // was created) is told of it too, whether it is approved from the queue or on appeal.
  it('announces an idea approved after the search was saved, though it was created before', async () => {
    const hal = await createUser({ displayName: 'Hal' });
    const auth = await bearerHeaders(hal);
    const admin = await bearerHeaders(await createUser({ displayName: 'Admin', role: 'admin' }));
    const decide = (id: string, action: string, body: Record<string, unknown> = {}) =>
      call(ideaActionRoute, `/api/admin/ideas/${id}/${action}`, {
        method: 'POST',
        body,
        headers: admin,
        params: { id, action },
      });
    const waiting = await publish({ title: 'Hammock stand for balconies' }, sellerAuth);
    const rejected = await publish({ title: 'Hammock hooks for trees' }, sellerAuth);
    expect((await decide(rejected, 'reject', { reason: 'Say how it is fixed.' })).status).toBe(200);
    const { savedSearch } = (
      await save({ name: 'Hammocks', query: 'search=hammock', alert: 'instant' }, auth)
    ).body;
    await idle();
    await matchAlertingSearches();
    await idle();
    expect(await announced(savedSearch._id)).toEqual([]);

    expect((await decide(waiting, 'approve')).status).toBe(200);
    const first = await mailer.inbox.waitFor((m) => m.to.includes(hal.email), 60_000);
    expect(first.subject).toBe('New idea for “Hammocks”: Hammock stand for balconies');

    const asked = await call<{ appeal: { _id: string } }>(appealRoute, `/api/ideas/${rejected}/appeal`, {
      method: 'POST',
      body: { message: 'The hooks screw into the trunk, as the notes say.' },
      headers: sellerAuth,
      params: { id: rejected },
    });
    expect(asked.status).toBe(201);
    const reversed = await call(answerAppealRoute, `/api/admin/appeals/${asked.body.appeal._id}/answer`, {
      method: 'POST',
      body: { outcome: 'reverse', reply: 'Missed the notes.' },
      headers: admin,
      params: { id: asked.body.appeal._id },
    });
    expect(reversed.status).toBe(200);
    const second = await mailer.inbox.waitFor(
      (m) => m.to.includes(hal.email) && m.subject.includes('Hammock hooks'),
      60_000,
    );
    expect(second.subject).toBe('New idea for “Hammocks”: Hammock hooks for trees');
    await idle();
    expect((await announced(savedSearch._id)).sort()).toEqual([waiting, rejected].sort());

    // Matching the approvals again announces nothing twice.
    await matchApprovedIdea(waiting);
    await matchApprovedIdea(rejected);
    await idle();
    expect(mailsTo(hal)).toHaveLength(2);
  });
});
