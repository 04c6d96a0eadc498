import { beforeAll, describe, expect, it } from 'vitest';
import { parseIdeaListQuery } from '@/lib/ideas';
import { countIdeas, countList } from '@/lib/ideas/counts';
import { filters, listValues } from '@/lib/ideas/list-filters';
import { cursorKey, selectListPage, selectPage, sortKey, type PageRecord } from '@/lib/ideas/list-paging';
import type { User, Viewer } from '@/models';
import { createUser, viewerOf } from './fixtures';
import { insertIdeas } from './ideas-fixtures';

// A list without a search runs a statement built once for its shape, its values given at each
// call. Whatever values came before with the same shape, it must answer what the same list built
// anew with its values answers: same ideas, same JSON, same order, same totals.

let ada: User;
let bob: User;

const CATEGORIES = ['Tech', 'Home', 'Finance'];
const TYPES = ['Product', 'Service'] as const;

beforeAll(async () => {
  ada = await createUser({ displayName: 'Ada' });
  bob = await createUser({ displayName: 'Bob' });
  const rows = Array.from({ length: 60 }, (_, i) => ({
    title: `Shaped idea ${i}`,
    category: CATEGORIES[i % 3]!,
    type: TYPES[i % 2]!,
    requireNDA: i % 4 === 0,
    desiredPrice: [10, 99.99, 100, 1500.5, 20_000][i % 5]! + (i % 7),
    // Several ideas share a date, so that ties are ordered by id.
    createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 3))),
    ...(i % 11 === 0 ? { reviewStatus: 'pending' as const } : {}),
    ...(i % 13 === 0 ? { archivedAt: new Date() } : {}),
  }));
  await insertIdeas(ada, rows.slice(0, 40));
  await insertIdeas(bob, rows.slice(40));
}, 60_000);

// Lists of the same shape follow each other with other values (category, prices, NDA, creator).
const QUERIES = [
  '',
  'category=Tech',
  'category=Home',
  'category=Finance&type=Service',
  'category=Tech&type=Product',
  'requireNDA=Yes',
  'requireNDA=No',
  'priceMin=100&priceMax=1500.5',
  'priceMin=15&priceMax=20000',
  'priceMax=101',
  'priceMax=20006',
  'mine=true',
  'mine=true&category=Home',
  'creator=CREATOR_ADA',
  'creator=CREATOR_BOB&requireNDA=No',
];
const SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;

const summary = (records: PageRecord[]) => records.map((record) => JSON.parse(record.json) as unknown);

describe('a list statement kept per shape', () => {
  it('answers what the same list built anew answers, page by page and after a cursor', async () => {
    const viewers: (Viewer | null)[] = [null, viewerOf(ada), viewerOf(bob)];
    let compared = 0;
    for (const viewer of viewers) {
      for (const base of ['', 'https://ideas.example']) {
        const reader = { viewer: viewer ? { id: viewer.id } : null, base };
        for (const q of QUERIES) {
          if (q.includes('mine') && !viewer) continue;
          for (const sort of SORTS) {
            const text = q.replace('CREATOR_ADA', ada.id).replace('CREATOR_BOB', bob.id);
            const query = parseIdeaListQuery(new URLSearchParams(`${text}&sort=${sort}`));
            const values = listValues(query, viewer);
            const { where } = filters(query, viewer);
            const key = sortKey(query);
            expect(await countList(values), `${q} total`).toBe(await countIdeas(where));
            for (const offset of [0, 7]) {
              const kept = await selectListPage(values, key, { limit: 6, offset }, reader);
              const built = await selectPage(where, key, undefined, 6, offset, reader);
              expect(summary(kept), `${q} sort=${sort} offset=${offset}`).toEqual(summary(built.records));
              const last = kept.at(-1);
              if (!last) continue;
              const after = cursorKey(key, last);
              const keptAfter = await selectListPage(values, key, { limit: 6, offset: 0, after }, reader);
              const builtAfter = await selectPage(where, key, undefined, 6, 0, reader, after);
              expect(summary(keptAfter), `${q} sort=${sort} after ${after.join(' ')}`).toEqual(
                summary(builtAfter.records),
              );
              compared += 1;
            }
          }
        }
      }
    }
    // The lists are not all empty: most shapes had a page to continue.
    expect(compared).toBeGreaterThan(200);
  }, 120_000);
});
