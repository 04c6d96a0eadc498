import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as archiveRoute } from '@/app/api/ideas/[id]/archive/route';
import { POST as relistRoute } from '@/app/api/ideas/[id]/relist/route';
import { DELETE as ideaDelete, GET as ideaGet, PUT as ideaPut } from '@/app/api/ideas/[id]/route';
import { DELETE as unwatchRoute, PUT as watchRoute } from '@/app/api/ideas/[id]/watch/route';
import { GET as watchersRoute } from '@/app/api/ideas/[id]/watchers/route';
import { GET as listIdeas, POST as postIdea } from '@/app/api/ideas/route';
import { PUT as putSettings } from '@/app/api/notification-settings/route';
import { GET as listNotifications } from '@/app/api/notifications/route';
import { GET as watchedIdsRoute } from '@/app/api/watchlist/ids/route';
import { GET as watchlistRoute } from '@/app/api/watchlist/route';
import { getDb } from '@/lib/db';
import { announce } from '@/lib/events';
import { watcherCount } from '@/lib/watchlist';
import { ideas, type User } from '@/models';
import { bearerHeaders, cookieHeaders, createUser, viewerOf } from './fixtures';
import { call } from './http';
import { validIdea } from './ideas-fixtures';
import { withMailWorker } from './mail-worker';

// The watchlist (issue "Buyers come back", item 1): save, list, and hear of changes.

const mailer = withMailWorker();

type Headers = Record<string, string>;
interface Idea {
  _id: string;
  title: string;
  desiredPrice: number;
  ndaLocked: boolean;
  watching?: boolean;
  problemDescription?: string;
}
interface Page {
  success: boolean;
  ideas: Idea[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalCount: number;
    hasNextPage: boolean;
    hasPrevPage: boolean;
  };
}

async function newIdea(headers: Headers, overrides: Record<string, unknown> = {}): Promise<string> {
  const reply = await call<{ _id: string }>(postIdea, '/api/ideas', {
    method: 'POST',
    headers,
    body: validIdea(overrides),
  });
  expect(reply.status).toBe(201);
  return reply.body._id;
}

const watch = (id: string, headers: Headers) =>
  call<{ success: boolean; watching: boolean; error?: string }>(watchRoute, `/api/ideas/${id}/watch`, {
    method: 'PUT',
    headers,
    params: { id },
  });
const unwatch = (id: string, headers: Headers) =>
  call<{ success: boolean; watching: boolean }>(unwatchRoute, `/api/ideas/${id}/watch`, {
    method: 'DELETE',
    headers,
    params: { id },
  });
const watchlist = (headers: Headers, query = '') =>
  call<Page>(watchlistRoute, `/api/watchlist${query}`, { headers });
const edit = (id: string, headers: Headers, overrides: Record<string, unknown>) =>
  call<Idea>(ideaPut, `/api/ideas/${id}`, {
    method: 'PUT',
    headers,
    params: { id },
    body: validIdea(overrides),
  });

async function texts(user: User): Promise<{ text: string; link: string; type: string }[]> {
  const reply = await call<{ notifications: { text: string; link: string; type: string }[] }>(
    listNotifications,
    '/api/notifications',
    { headers: await bearerHeaders(user) },
  );
  return reply.body.notifications;
}

async function hide(id: string): Promise<void> {
  await getDb().update(ideas).set({ hiddenAt: new Date(), hiddenReason: 'spam' }).where(eq(ideas.id, id));
  announce('ideas');
}

describe('PUT and DELETE /api/ideas/{id}/watch', () => {
  it('saves and unsaves an idea the viewer can see, idempotently, by bearer token or cookie', async () => {
    const ada = await createUser({ displayName: 'Ada' });
    const bob = await createUser({ displayName: 'Bob' });
    const id = await newIdea(await bearerHeaders(ada));
    const bearer = await bearerHeaders(bob);
    const cookie = await cookieHeaders(bob);

    for (const headers of [bearer, cookie]) {
      const first = await watch(id, headers);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true, watching: true });
    }
    expect((await watchlist(bearer)).body.ideas.map((i) => i._id)).toEqual([id]);

    for (const headers of [cookie, bearer]) {
      const off = await unwatch(id, headers);
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ success: true, watching: false });
    }
    expect((await watchlist(bearer)).body.ideas).toEqual([]);
  });

  it('is 401 without a session and 404 for ideas the viewer cannot see (unknown, malformed, hidden)', async () => {
    const ada = await createUser();
    const bob = await createUser();
    const adaAuth = await bearerHeaders(ada);
    const bobAuth = await bearerHeaders(bob);
    const id = await newIdea(adaAuth);

    expect((await watch(id, {})).status).toBe(401);
    expect((await unwatch(id, {})).status).toBe(401);
    expect((await watch('0123456789abcdef01234567', bobAuth)).status).toBe(404);
    expect((await watch('nope', bobAuth)).status).toBe(404);
    expect((await unwatch('0123456789abcdef01234567', bobAuth)).status).toBe(404);

    await hide(id);
    expect((await watch(id, bobAuth)).status).toBe(404);
    expect((await unwatch(id, bobAuth)).status).toBe(404);
    // Its creator still sees it, and may save it.
    expect((await watch(id, adaAuth)).status).toBe(200);
  });

  it('a gated idea can be saved (it stays redacted); a saved idea that became hidden can still be taken off', async () => {
    const ada = await createUser();
    const bob = await createUser();
    const bobAuth = await bearerHeaders(bob);
    const gated = await newIdea(await bearerHeaders(ada), { requireNDA: true, title: 'Secret sauce' });
    expect((await watch(gated, bobAuth)).status).toBe(200);
    const [saved] = (await watchlist(bobAuth)).body.ideas;
    expect(saved).toMatchObject({ _id: gated, ndaLocked: true, watching: true });
    expect(saved).not.toHaveProperty('problemDescription');

    await hide(gated);
    expect((await unwatch(gated, bobAuth)).body).toEqual({ success: true, watching: false });
  });
});

describe('GET /api/watchlist', () => {
  it('lists the saved ideas newest saved first, paginated like GET /api/ideas', async () => {
    const ada = await createUser();
    const bob = await createUser();
    const adaAuth = await bearerHeaders(ada);
    const bobAuth = await bearerHeaders(bob);
    const ids: string[] = [];
    for (const title of ['First idea', 'Second idea', 'Third idea'])
      ids.push(await newIdea(adaAuth, { title }));
    // Saved in another order than created.
    for (const id of [ids[1]!, ids[0]!, ids[2]!]) expect((await watch(id, bobAuth)).status).toBe(200);

    const first = await watchlist(bobAuth, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.success).toBe(true);
    expect(first.body.ideas.map((i) => i.title)).toEqual(['Third idea', 'First idea']);
    expect(first.body.ideas.every((i) => i.watching === true)).toBe(true);
    expect(first.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalCount: 3,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const second = await watchlist(bobAuth, '?limit=2&page=2');
    expect(second.body.ideas.map((i) => i.title)).toEqual(['Second idea']);
    expect(second.body.pagination).toMatchObject({ currentPage: 2, hasNextPage: false, hasPrevPage: true });

    const ids2 = await call<{ ids: string[] }>(watchedIdsRoute, '/api/watchlist/ids', { headers: bobAuth });
    expect(ids2.body.ids).toEqual([ids[2], ids[0], ids[1]]);
    // Ada saved nothing.
    expect((await watchlist(adaAuth)).body.pagination.totalCount).toBe(0);
  });

  it('is 401 anonymous and 400 for a bad page or limit', async () => {
    const bob = await createUser();
    expect((await watchlist({})).status).toBe(401);
    expect((await call(watchedIdsRoute, '/api/watchlist/ids')).status).toBe(401);
    const bobAuth = await bearerHeaders(bob);
    expect((await watchlist(bobAuth, '?page=0')).status).toBe(400);
    expect((await watchlist(bobAuth, '?limit=101')).status).toBe(400);
  });

  it('leaves out ideas that became hidden or were deleted, and redacts ideas that became gated', async () => {
    const ada = await createUser();
    const bob = await createUser();
    const adaAuth = await bearerHeaders(ada);
    const bobAuth = await bearerHeaders(bob);
    const toHide = await newIdea(adaAuth, { title: 'To hide' });
    const toDelete = await newIdea(adaAuth, { title: 'To delete' });
    const toGate = await newIdea(adaAuth, { title: 'To gate' });
    for (const id of [toHide, toDelete, toGate]) await watch(id, bobAuth);

    await hide(toHide);
    expect(
      (
        await call(ideaDelete, `/api/ideas/${toDelete}`, {
          method: 'DELETE',
          headers: adaAuth,
          params: { id: toDelete },
        })
      ).status,
    ).toBe(200);
    expect((await edit(toGate, adaAuth, { title: 'To gate', requireNDA: true })).status).toBe(200);

    const page = await watchlist(bobAuth);
    expect(page.body.pagination.totalCount).toBe(1);
    expect(page.body.ideas).toHaveLength(1);
    expect(page.body.ideas[0]).toMatchObject({ _id: toGate, ndaLocked: true, watching: true });
    expect(page.body.ideas[0]).not.toHaveProperty('problemDescription');
    expect(JSON.stringify(page.body)).not.toContain('To hide');
  });
});

describe('the idea object’s watching', () => {
  it('is there for signed-in viewers only, in the list and the detail; anonymous replies are unchanged', async () => {
    const ada = await createUser();
    const bob = await createUser();
    const bobAuth = await bearerHeaders(bob);
    const id = await newIdea(await bearerHeaders(ada));
    const other = await newIdea(await bearerHeaders(ada), { title: 'Other' });
    await watch(id, bobAuth);

    const detail = await call<Idea>(ideaGet, `/api/ideas/${id}`, { headers: bobAuth, params: { id } });
    expect(detail.body.watching).toBe(true);
    const otherDetail = await call<Idea>(ideaGet, `/api/ideas/${other}`, {
      headers: bobAuth,
      params: { id: other },
    });
    expect(otherDetail.body.watching).toBe(false);
    const list = await call<Page>(listIdeas, '/api/ideas', { headers: bobAuth });
    const byId = new Map(list.body.ideas.map((i) => [i._id, i.watching]));
    expect(byId.get(id)).toBe(true);
    expect(byId.get(other)).toBe(false);

    const anonymous = await call<Idea>(ideaGet, `/api/ideas/${id}`, { params: { id } });
    expect(anonymous.body).not.toHaveProperty('watching');
    const anonymousList = await call<Page>(listIdeas, '/api/ideas');
    expect(anonymousList.body.ideas.every((i) => !('watching' in i))).toBe(true);
  });

  it('an edit by a creator who saved their own idea answers watching: true', async () => {
    const ada = await createUser();
    const adaAuth = await bearerHeaders(ada);
    const id = await newIdea(adaAuth);
    await watch(id, adaAuth);
    expect((await edit(id, adaAuth, { desiredPrice: 1600 })).body.watching).toBe(true);
  });
});

describe('the creator’s count', () => {
  it('counts who saved the idea, for its creator only', async () => {
    const ada = await createUser();
    const adaAuth = await bearerHeaders(ada);
    const id = await newIdea(adaAuth);
    expect(await watcherCount(id, viewerOf(ada))).toBe(0);
    for (let i = 0; i < 2; i++) await watch(id, await bearerHeaders(await createUser()));
    expect(await watcherCount(id, viewerOf(ada))).toBe(2);
    await expect(watcherCount(id, viewerOf(await createUser()))).rejects.toThrow('Idea not found');
  });

  it('GET /api/ideas/{id}/watchers: the count for the creator; 404 for anyone else, 401 anonymous', async () => {
    const ada = await createUser();
    const adaAuth = await bearerHeaders(ada);
    const id = await newIdea(adaAuth);
    const bobAuth = await bearerHeaders(await createUser());
    await watch(id, bobAuth);
    const count = (headers: Headers) =>
      call<{ success: boolean; count: number }>(watchersRoute, `/api/ideas/${id}/watchers`, {
        headers,
        params: { id },
      });
    const own = await count(adaAuth);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ success: true, count: 1 });
    expect((await count(bobAuth)).status).toBe(404);
    expect((await count({})).status).toBe(401);
  });
});

describe('watchers are told of changes', () => {
  it('a price change: in the app and by mail; the creator, non-watchers and other edits tell nobody', async () => {
    const ada = await createUser({ displayName: 'Ada' });
    const bob = await createUser({ displayName: 'Bob' });
    const cat = await createUser({ displayName: 'Cat' });
    const adaAuth = await bearerHeaders(ada);
    const id = await newIdea(adaAuth, { title: 'Solar kettle', desiredPrice: 1500 });
    await watch(id, await bearerHeaders(bob));
    await watch(id, adaAuth);

    expect(
      (await edit(id, adaAuth, { title: 'Solar kettle', desiredPrice: 1500, additionalNotes: 'More' }))
        .status,
    ).toBe(200);
    expect(await texts(bob)).toEqual([]);

    expect((await edit(id, adaAuth, { title: 'Solar kettle', desiredPrice: 1200.5 })).status).toBe(200);
    const said = '“Solar kettle”, an idea you saved: its price changed from $1,500 to $1,200.50.';
    expect(await texts(bob)).toMatchObject([{ text: said, link: `/ideas/${id}`, type: 'watched-ideas' }]);
    expect(await texts(ada)).toEqual([]);
    expect(await texts(cat)).toEqual([]);

    const mail = await mailer.inbox.waitFor((m) => m.to.includes(bob.email));
    expect(mail.subject).toBe(said);
    expect(mail.text).toContain(`http://localhost:3000/ideas/${id}`);
    expect(mail.text).toContain('See the idea');
    // One-click unsubscribe of the topic.
    expect(mail.headerLines.find((line) => /^List-Unsubscribe: /.test(line))).toMatch(/unsubscribe\?token=/);
  });

  it('gated, un-gated and deleted; no mail when the member turned the topic off, nothing in the app when muted', async () => {
    const ada = await createUser();
    const bob = await createUser();
    const dan = await createUser();
    const adaAuth = await bearerHeaders(ada);
    const bobAuth = await bearerHeaders(bob);
    const id = await newIdea(adaAuth, { title: 'Wind kite' });
    await watch(id, bobAuth);
    await watch(id, await bearerHeaders(dan));
    const off = await call(putSettings, '/api/notification-settings', {
      method: 'PUT',
      headers: bobAuth,
      body: { 'watched-ideas': { inApp: true, email: false } },
    });
    expect(off.status).toBe(200);
    const muted = await call(putSettings, '/api/notification-settings', {
      method: 'PUT',
      headers: await bearerHeaders(dan),
      body: { 'watched-ideas': { inApp: false, email: true } },
    });
    expect(muted.status).toBe(200);

    await edit(id, adaAuth, { title: 'Wind kite', requireNDA: true });
    await edit(id, adaAuth, { title: 'Wind kite', requireNDA: false });
    expect(
      (await call(ideaDelete, `/api/ideas/${id}`, { method: 'DELETE', headers: adaAuth, params: { id } }))
        .status,
    ).toBe(200);

    expect((await texts(bob)).map((n) => [n.text, n.link])).toEqual([
      ['“Wind kite”, an idea you saved, was deleted by its creator.', '/saved'],
      ['“Wind kite”, an idea you saved: it no longer requires an NDA.', `/ideas/${id}`],
      ['“Wind kite”, an idea you saved: it now requires an NDA.', `/ideas/${id}`],
    ]);
    expect(await texts(dan)).toEqual([]);
    // Dan muted the app, not the mail: three mails. Bob turned mail off: none.
    await mailer.inbox.waitFor((m) => m.to.includes(dan.email) && m.subject.includes('was deleted'));
    expect(mailer.inbox.messages.filter((m) => m.to.includes(dan.email))).toHaveLength(3);
    expect(mailer.inbox.messages.filter((m) => m.to.includes(bob.email))).toHaveLength(0);
  });

  it('archived and relisted: told once each, in the app; an archived idea held back by moderation tells nobody', async () => {
    const ada = await createUser();
    const bob = await createUser();
    const adaAuth = await bearerHeaders(ada);
    const id = await newIdea(adaAuth, { title: 'Tide clock' });
    await watch(id, await bearerHeaders(bob));
    const lifecycle = (route: unknown, action: string) =>
      call(route, `/api/ideas/${id}/${action}`, { method: 'POST', headers: adaAuth, params: { id } });
    for (const [route, action] of [
      [archiveRoute, 'archive'],
      [archiveRoute, 'archive'],
      [relistRoute, 'relist'],
    ] as const)
      expect((await lifecycle(route, action)).status).toBe(200);
    expect((await texts(bob)).map((n) => [n.text, n.link])).toEqual([
      ['“Tide clock”, an idea you saved, is listed again.', `/ideas/${id}`],
      ['“Tide clock”, an idea you saved, was withdrawn by its creator: it is no longer listed.', '/saved'],
    ]);
    await hide(id);
    expect((await lifecycle(archiveRoute, 'archive')).status).toBe(200);
    expect(await texts(bob)).toHaveLength(2);
  });

  it('changes of an idea that is not listed tell nobody', async () => {
    const ada = await createUser();
    const bob = await createUser();
    const adaAuth = await bearerHeaders(ada);
    const id = await newIdea(adaAuth, { title: 'Quiet one' });
    await watch(id, await bearerHeaders(bob));
    await hide(id);
    await edit(id, adaAuth, { title: 'Quiet one', desiredPrice: 99 });
    expect(await texts(bob)).toEqual([]);
  });
});
