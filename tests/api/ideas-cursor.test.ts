import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/ideas/route';
import type { User } from '@/models';
import { createUser } from './fixtures';
import { call } from './http';
import { insertIdeas } from './ideas-fixtures';

type ListReply = {
  success: boolean;
  ideas: { _id: string; title: string; desiredPrice: number }[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalCount: number;
    hasNextPage: boolean;
    hasPrevPage: boolean;
  };
  nextCursor?: string | null;
  message?: string;
  errors?: Record<string, string>;
};

const list = (query: string) => call<ListReply>(listRoute, `/api/ideas?${query}`);
const ids = (reply: { body: ListReply }) => reply.body.ideas.map((idea) => idea._id);

let ada: User;
let bob: User;

/** Follows nextCursor from `start` to the end; every page is checked on the way. */
async function walk(query: string, limit: number) {
  const seen: string[] = [];
  let cursor: string | null | undefined = 'start';
  let page = 0;
  while (cursor) {
    const reply = await list(`${query}&limit=${limit}&cursor=${encodeURIComponent(cursor)}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    page++;
    expect(reply.body.pagination.currentPage).toBe(page);
    expect(reply.body.pagination.hasPrevPage).toBe(page > 1);
    expect(reply.body.pagination.hasNextPage).toBe(reply.body.nextCursor !== null);
    expect(reply.body.ideas.length).toBeLessThanOrEqual(limit);
    seen.push(...ids(reply));
    cursor = reply.body.nextCursor;
    expect(cursor === null || typeof cursor === 'string').toBe(true);
  }
  return { seen, pages: page };
}

beforeAll(async () => {
  ada = await createUser({ displayName: 'Ada' });
  bob = await createUser({ displayName: 'Bob' });
  const day = (n: number) => new Date(Date.UTC(2025, 2, 1 + n));
  // Ideas at whole days, with equal prices to tie on; then five inserted in one statement, which
  // share created_at to the microsecond (the id breaks the tie), and three more later.
  await insertIdeas(
    ada,
    Array.from({ length: 12 }, (_, i) => ({
      title: `Dated cursor idea ${i}`,
      createdAt: day(i % 6),
      desiredPrice: 100 + (i % 4) * 50,
    })),
  );
  await insertIdeas(
    ada,
    Array.from({ length: 5 }, (_, i) => ({ title: `Same instant cursor idea ${i}`, desiredPrice: 999.99 })),
  );
  for (let i = 0; i < 3; i++)
    await insertIdeas(ada, [{ title: `Later cursor idea ${i}`, desiredPrice: 1234.56 }]);
  await insertIdeas(bob, [{ title: 'Another creator idea' }]);
});

describe('GET /api/ideas?cursor=: keyset paging', () => {
  for (const sort of ['newest', 'oldest', 'price_asc', 'price_desc'] as const) {
    it(`walks every idea once, in the order of sort=${sort}`, async () => {
      const all = await list(`creator=${ada.id}&sort=${sort}&limit=100`);
      expect(all.body.pagination.totalCount).toBe(20);
      for (const limit of [3, 7, 20]) {
        const { seen, pages } = await walk(`creator=${ada.id}&sort=${sort}`, limit);
        expect(seen).toEqual(ids(all));
        expect(pages).toBe(Math.ceil(20 / limit));
      }
    });
  }

  it('keeps its place while ideas are added before it', async () => {
    const carl = await createUser({ displayName: 'Carl' });
    await insertIdeas(
      carl,
      Array.from({ length: 6 }, (_, i) => ({ title: `Stable idea ${i}` })),
    );
    const first = await list(`creator=${carl.id}&limit=3&cursor=start`);
    expect(first.body.pagination.totalCount).toBe(6);
    // A newer idea arrives: with page=2 the list would shift by one; the cursor does not.
    await insertIdeas(carl, [{ title: 'Newest stable idea' }]);
    const second = await list(`creator=${carl.id}&limit=3&cursor=${first.body.nextCursor}`);
    const everything = await list(`creator=${carl.id}&limit=100`);
    expect([...ids(first), ...ids(second)]).toEqual(ids(everything).slice(1, 7));
  });

  it('continues a ranked search by position', async () => {
    const all = await list(`creator=${ada.id}&search=cursor&limit=100`);
    expect(all.body.pagination.totalCount).toBe(20);
    const { seen } = await walk(`creator=${ada.id}&search=cursor`, 6);
    expect(seen).toEqual(ids(all));
  });

  it('says so when there is nothing, and answers the spec’s shape without cursor', async () => {
    const empty = await list(`creator=${bob.id}&category=Baby&cursor=start`);
    expect(empty.body).toMatchObject({ ideas: [], nextCursor: null, pagination: { totalCount: 0 } });
    const plain = await list(`creator=${ada.id}&limit=3`);
    expect(Object.keys(plain.body).sort()).toEqual(['ideas', 'pagination', 'success']);
  });

  it('refuses a cursor that is not one of ours, or that belongs to another query', async () => {
    for (const bad of ['nonsense', 'eyJxIjoxfQ', '!!!', 'x'.repeat(501)]) {
      const reply = await list(`cursor=${encodeURIComponent(bad)}`);
      expect(reply.status, bad).toBe(400);
      expect(reply.body.errors?.cursor).toBe('cursor must be start or the nextCursor of a previous reply');
    }
    const first = await list(`creator=${ada.id}&limit=3&cursor=start`);
    const next = first.body.nextCursor!;
    for (const other of [
      `creator=${bob.id}&limit=3`,
      `creator=${ada.id}&limit=4`,
      `creator=${ada.id}&limit=3&sort=oldest`,
    ]) {
      const reply = await list(`${other}&cursor=${next}`);
      expect(reply.status, other).toBe(400);
      expect(reply.body.errors?.cursor).toMatch(/^cursor belongs to another query/);
    }
    // page is ignored next to a cursor.
    const again = await list(`creator=${ada.id}&limit=3&page=5&cursor=${next}`);
    expect(again.body.pagination.currentPage).toBe(2);
  });
});
