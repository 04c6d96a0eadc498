import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as ideaActionRoute } from '@/app/api/admin/ideas/[id]/[action]/route';
import { DELETE as deleteRoute } from '@/app/api/ideas/[id]/route';
import { GET as listRoute, POST as createRoute } from '@/app/api/ideas/route';
import { getDb } from '@/lib/db';
import { announce } from '@/lib/events';
import { parseIdeaListQuery } from '@/lib/ideas';
import { countFromFreshTallies, countIdeas, talliesRead } from '@/lib/ideas/counts';
import { filters } from '@/lib/ideas/list-filters';
import { ideas, type User, type Viewer } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { call } from './http';
import { insertIdeas, validIdea } from './ideas-fixtures';

// Totals of lists without a search come from tallies of the listing kept in memory: they must be
// SQL's counts for any filters and any viewer, and change at once with every write.

type ListReply = { pagination: { totalCount: number } };

let ada: User;
let bob: User;
let admin: User;

const CATEGORIES = ['Tech', 'Home', 'Finance'];
const TYPES = ['Product', 'Service'] as const;

beforeAll(async () => {
  ada = await createUser({ displayName: 'Ada' });
  bob = await createUser({ displayName: 'Bob' });
  admin = await createUser({ displayName: 'Admin', role: 'admin' });
  const rows = Array.from({ length: 120 }, (_, i) => ({
    title: `Counted idea ${i}`,
    category: CATEGORIES[i % 3]!,
    type: TYPES[i % 2]!,
    requireNDA: i % 5 === 0,
    // Prices repeat, so that bounds equal to a price are checked too.
    desiredPrice: [10, 99.99, 100, 1500.5, 20_000][i % 5]! + (i % 7),
    // A few unlisted ideas of each kind: they count for their creator only.
    ...(i % 17 === 0 ? { reviewStatus: 'pending' as const } : {}),
    ...(i % 19 === 0 ? { hiddenAt: new Date() } : {}),
    ...(i % 23 === 0 ? { creatorSuspended: true } : {}),
  }));
  await insertIdeas(ada, rows.slice(0, 80));
  await insertIdeas(bob, rows.slice(80));
}, 60_000);

const viewerOf = (user: User): Viewer => ({ id: user.id, user }) as Viewer;

const list = (query: string, headers: Record<string, string> = {}) =>
  call<ListReply>(listRoute, `/api/ideas?${query}`, { headers });

const QUERIES = [
  '',
  'category=Tech',
  'category=Home&type=Service',
  'requireNDA=Yes',
  'requireNDA=No&priceMin=100',
  'priceMin=100&priceMax=1500.5',
  'priceMin=99.99&priceMax=99.99',
  'priceMax=10',
  'priceMin=20000',
  'priceMin=500&priceMax=100',
  'category=Finance&type=Product&requireNDA=No&priceMin=15&priceMax=20003',
  'category=Nothing',
  'type=Service&priceMax=1505',
];

describe('the tallies of the listing', () => {
  it('count what SQL counts, for any filters, anonymous or signed in', async () => {
    for (const viewer of [null, viewerOf(ada), viewerOf(bob), viewerOf(admin)]) {
      for (const q of QUERIES) {
        const query = parseIdeaListQuery(new URLSearchParams(q));
        const expected = await countIdeas(filters(query, viewer).where);
        expect({ q, viewer: viewer?.id ?? null, n: await countFromFreshTallies(query, viewer) }).toEqual({
          q,
          viewer: viewer?.id ?? null,
          n: expected,
        });
      }
    }
  });
});

describe('totals across writes', () => {
  const totals = async (headers: Record<string, string> = {}) => {
    await talliesRead();
    return Promise.all(
      ['', 'category=Tech', 'category=Tech&priceMin=1000&priceMax=1000'].map(
        async (q) => (await list(q, headers)).body.pagination.totalCount,
      ),
    );
  };

  it('change at once when an idea is created, hidden, restored and deleted', async () => {
    const adaHeaders = await bearerHeaders(ada);
    const adminHeaders = await bearerHeaders(admin);
    const before = await totals();
    const beforeForAda = await totals(adaHeaders);

    const created = await call<{ _id: string }>(createRoute, '/api/ideas', {
      method: 'POST',
      headers: adaHeaders,
      body: validIdea({ category: 'Tech', desiredPrice: 1000 }),
    });
    expect(created.status).toBe(201);
    const id = created.body._id;
    expect(await totals()).toEqual(before.map((n) => n + 1));

    const hidden = await call(ideaActionRoute, `/api/admin/ideas/${id}/hide`, {
      method: 'POST',
      headers: adminHeaders,
      body: { reason: 'Checking totals' },
      params: { id, action: 'hide' },
    });
    expect(hidden.status).toBe(200);
    expect(await totals()).toEqual(before);
    // Its creator still finds it.
    expect(await totals(adaHeaders)).toEqual(beforeForAda.map((n) => n + 1));

    const restored = await call(ideaActionRoute, `/api/admin/ideas/${id}/restore`, {
      method: 'POST',
      headers: adminHeaders,
      params: { id, action: 'restore' },
    });
    expect(restored.status).toBe(200);
    expect(await totals()).toEqual(before.map((n) => n + 1));

    const deleted = await call(deleteRoute, `/api/ideas/${id}`, {
      method: 'DELETE',
      headers: adaHeaders,
      params: { id },
    });
    expect(deleted.status).toBe(200);
    expect(await totals()).toEqual(before);
    expect(await totals(adaHeaders)).toEqual(beforeForAda);
  });

  it('change at once with a write announced by another domain', async () => {
    const before = await totals();
    await getDb().update(ideas).set({ creatorSuspended: true }).where(eq(ideas.creatorId, bob.id));
    announce('ideas');
    const after = await totals();
    const bobs = await Promise.all(
      ['', 'category=Tech', 'category=Tech&priceMin=1000&priceMax=1000'].map((q) =>
        countIdeas(filters(parseIdeaListQuery(new URLSearchParams(q)), null).where),
      ),
    );
    expect(after).toEqual(bobs);
    expect(after[0]).toBeLessThan(before[0]!);
  });
});
