import { beforeAll, describe, expect, it } from 'vitest';
import { parseIdeaListQuery } from '@/lib/ideas';
import { cursorKey, selectPage, selectSearchPage, sortKey, type PageRecord } from '@/lib/ideas/list-paging';
import { filters, listValues } from '@/lib/ideas/list-filters';
import { searchHints } from '@/lib/ideas/search-corrections';
import { searchValues } from '@/lib/ideas/search';
import type { User, Viewer } from '@/models';
import { createUser, viewerOf } from './fixtures';
import { insertIdeas } from './ideas-fixtures';

// A search runs a statement built once for its shape (how many alternatives, words and
// spellings; a partial title match, exclusions, a signed-in viewer; the filters, order, cursor
// and reader), its values given at each call. Whatever searches came before with the same shape,
// it must answer what the same search built anew with its values answers: same ideas, same JSON,
// same order, same total.

let ada: User;
let bob: User;

const WORDS = ['garden', 'solar', 'kitchen', 'lamp', 'coffee', 'bicycle'];
const CATEGORIES = ['Tech', 'Home', 'Finance'];

beforeAll(async () => {
  ada = await createUser({ displayName: 'Ada' });
  bob = await createUser({ displayName: 'Bob' });
  const rows = Array.from({ length: 48 }, (_, i) => {
    const first = WORDS[i % WORDS.length]!;
    const second = WORDS[(i * 5 + 1) % WORDS.length]!;
    return {
      title: i % 4 === 0 ? `${first} ${second} kit ${i}` : `${first} planner ${i}`,
      category: CATEGORIES[i % 3]!,
      problemDescription: `People need a better ${second} for the ${first}.`,
      solutionDescription: i % 5 === 0 ? `A ${second} ${first} service.` : 'A simple device.',
      requireNDA: i % 4 === 1,
      desiredPrice: 100 + (i % 7) * 250,
      // Several ideas share a date, so that ties are ordered by id.
      createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 3))),
      ...(i % 11 === 0 ? { reviewStatus: 'pending' as const } : {}),
    };
  });
  await insertIdeas(ada, rows.slice(0, 30));
  await insertIdeas(bob, rows.slice(30));
}, 60_000);

// Searches of the same shape follow each other with other words.
const SEARCHES = [
  'garden',
  'solar',
  'garden kit',
  'coffee lamp',
  'gardn',
  'kitchn',
  '"solar garden"',
  '"coffee bicycle"',
  'lamp or bicycle',
  'garden or kitchen',
  'garden -solar',
  'lamp -coffee',
  '-kitchen',
  'planner 1',
  'gar',
  'better garden for the people who need a solar lamp kit today',
];
const FILTERS = ['', 'category=Home', 'requireNDA=No&priceMax=900', 'mine=true'];
const SORTS = ['', 'sort=newest', 'sort=price_asc'];

const summary = (records: PageRecord[]) => records.map((record) => JSON.parse(record.json) as unknown);

describe('a search statement kept per shape', () => {
  it('answers what the same search built anew answers, page by page and after a cursor', async () => {
    const viewers: (Viewer | null)[] = [null, viewerOf(ada), viewerOf(bob)];
    let compared = 0;
    for (const viewer of viewers) {
      for (const base of ['', 'https://ideas.example']) {
        const reader = { viewer: viewer ? { id: viewer.id } : null, base };
        for (const filter of FILTERS) {
          if (filter.includes('mine') && !viewer) continue;
          for (const sort of SORTS) {
            for (const search of SEARCHES) {
              const params = new URLSearchParams(`${filter}&${sort}`);
              params.set('search', search);
              const query = parseIdeaListQuery(params);
              const hints = await searchHints(search);
              const values = listValues(query, viewer);
              const { where, search: parts } = filters(query, viewer, hints);
              const words = searchValues(search, viewer, hints);
              const key = sortKey(query);
              const label = `${search} ${filter} ${sort} ${viewer?.displayName ?? 'anonymous'} '${base}'`;
              for (const offset of [0, 3]) {
                const kept = await selectSearchPage(values, words, key, { limit: 4, offset }, reader);
                const built = await selectPage(where, key, parts, 4, offset, reader);
                expect(summary(kept.records), `${label} offset=${offset}`).toEqual(summary(built.records));
                expect(kept.total, `${label} offset=${offset} total`).toBe(built.total);
                const last = kept.records.at(-1);
                if (!last || key === 'relevance') continue;
                const after = cursorKey(key, last);
                const span = { limit: 4, offset: 0, after };
                const keptAfter = await selectSearchPage(values, words, key, span, reader);
                const builtAfter = await selectPage(where, key, parts, 4, 0, reader, after);
                expect(summary(keptAfter.records), `${label} after ${after.join(' ')}`).toEqual(
                  summary(builtAfter.records),
                );
                expect(keptAfter.total).toBe(builtAfter.total);
                compared += 1;
              }
            }
          }
        }
      }
    }
    // The searches are not all empty: most shapes had a page to continue.
    expect(compared).toBeGreaterThan(300);
  }, 240_000);
});
