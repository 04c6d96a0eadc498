import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/ideas/route';
import type { User } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { call } from './http';
import { insertIdeas } from './ideas-fixtures';

type ListReply = {
  success: boolean;
  ideas: { title: string; createdAt: string }[];
  pagination: { totalCount: number };
  message?: string;
  errors?: Record<string, string>;
};

const list = (query: string, headers: Record<string, string> = {}) =>
  call<ListReply>(listRoute, `/api/ideas?${query}`, { headers });
const titles = (reply: { body: ListReply }) => reply.body.ideas.map((idea) => idea.title);
const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n));

const PLANNER = 'Community garden planner';
const LIBRARY = 'Garden tool library';
const BEEHIVE = 'Rooftop beehive kit';
const GARDENIA = 'Gardenia seed box';
const CHARGER = 'Solar phone charger';
const ORCHARD = 'Secret orchard map';

let ada: User;
let bob: User;

beforeAll(async () => {
  ada = await createUser({ displayName: 'Ada' });
  bob = await createUser({ displayName: 'Bob' });
  await insertIdeas(ada, [
    { title: PLANNER, category: 'Home', createdAt: day(1) },
    { title: LIBRARY, category: 'Tech', createdAt: day(2) },
    // Matches 'garden' by its category only.
    { title: BEEHIVE, category: 'Home & Garden', createdAt: day(3) },
    // 'Gardenia' is no form of 'garden' for full-text search: only a fuzzy match.
    { title: GARDENIA, category: 'Home', createdAt: day(10) },
    { title: CHARGER, category: 'Tech', createdAt: day(5) },
    {
      title: ORCHARD,
      category: 'Food & Drink',
      requireNDA: true,
      problemDescription: 'A marzipan bakery needs local almonds.',
      solutionDescription: 'Map every almond tree in town.',
      createdAt: day(4),
    },
  ]);
});

describe('GET /api/ideas: typo-tolerant and prefix search', () => {
  it('finds a title word with a letter missing', async () => {
    const reply = await list('search=gardn');
    expect(reply.status).toBe(200);
    expect(titles(reply).sort()).toEqual([PLANNER, LIBRARY, BEEHIVE, GARDENIA].sort());
    expect(reply.body.pagination.totalCount).toBe(4);
  });

  it('finds the start of a word, in titles and in categories', async () => {
    expect(titles(await list('search=gard')).sort()).toEqual([PLANNER, LIBRARY, BEEHIVE, GARDENIA].sort());
    expect(titles(await list('search=Beeh'))).toEqual([BEEHIVE]);
    expect(titles(await list('search=Comm%20gardn%20plan'))).toEqual([PLANNER]);
  });

  it('matches categories with typos and prefixes', async () => {
    // 'Food & Drink': the gated idea matches on its public category.
    expect(titles(await list('search=drin'))).toEqual([ORCHARD]);
    expect(titles(await list('search=Gardn&category=Home%20%26%20Garden'))).toEqual([BEEHIVE]);
    // A title word ranks above the same word in a category.
    expect(titles(await list('search=gardn')).at(-1)).toBe(BEEHIVE);
  });

  it('ranks full-text matches above fuzzy ones, whatever their age', async () => {
    const ranked = titles(await list('search=garden'));
    expect(ranked.slice(0, 2).sort()).toEqual([PLANNER, LIBRARY].sort());
    expect(ranked.slice(2)).toEqual([BEEHIVE, GARDENIA]);
  });

  it('keeps the websearch syntax: an excluded word also excludes fuzzy matches', async () => {
    expect(titles(await list('search=gardn%20-library')).sort()).toEqual([PLANNER, BEEHIVE, GARDENIA].sort());
    expect(titles(await list('search=gardn%20or%20chargr')).sort()).toEqual(
      [PLANNER, LIBRARY, BEEHIVE, GARDENIA, CHARGER].sort(),
    );
    expect(titles(await list('search=gardn%20chargr'))).toEqual([]);
    expect(titles(await list('search=zzq'))).toEqual([]);
  });

  it('never matches an NDA idea on its hidden text for others, also not fuzzily; its creator finds it', async () => {
    for (const headers of [{}, await bearerHeaders(bob)]) {
      for (const search of ['marzipan', 'marzpan', 'marzi', 'almonds', 'almnd'])
        expect(titles(await list(`search=${search}`, headers))).toEqual([]);
      // Its title is public.
      expect(titles(await list('search=orcha', headers))).toEqual([ORCHARD]);
    }
    const creator = await bearerHeaders(ada);
    expect(titles(await list('search=marzipan', creator))).toEqual([ORCHARD]);
    expect(titles(await list('search=almonds', creator))).toEqual([ORCHARD]);
    // Fuzzy matching never reads the texts, not even for the creator.
    expect(titles(await list('search=marzpan', creator))).toEqual([]);
  });
});

describe('GET /api/ideas: sort=relevance', () => {
  it('is accepted and is the order of a search without sort', async () => {
    for (const search of ['garden', 'gardn', 'gard']) {
      const relevance = await list(`search=${search}&sort=relevance`);
      expect(relevance.status).toBe(200);
      expect(titles(relevance)).toEqual(titles(await list(`search=${search}`)));
    }
  });

  it('without a search means newest first', async () => {
    const newest = titles(await list('sort=newest'));
    expect(newest[0]).toBe(GARDENIA);
    expect(titles(await list('sort=relevance'))).toEqual(newest);
    expect(titles(await list(''))).toEqual(newest);
  });

  it('sort=newest while searching orders the matches by date', async () => {
    expect(titles(await list('search=garden&sort=newest'))).toEqual([GARDENIA, BEEHIVE, LIBRARY, PLANNER]);
    expect(titles(await list('search=gardn&sort=oldest'))).toEqual([PLANNER, LIBRARY, BEEHIVE, GARDENIA]);
  });

  it('an unknown sort is a 400 that lists the accepted ones', async () => {
    const reply = await list('sort=best');
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({
      sort: 'sort must be newest, oldest, price_asc, price_desc or relevance',
    });
  });
});
