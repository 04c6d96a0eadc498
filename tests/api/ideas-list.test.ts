import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/ideas/route';
import { countIdeasByCreator, listIdeas, parseIdeaListQuery } from '@/lib/ideas';
import type { User } from '@/models';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { call } from './http';
import { insertIdeas } from './ideas-fixtures';

type Idea = Record<string, unknown> & {
  _id: string;
  title: string;
  desiredPrice: number;
  creator: string;
  ndaLocked: boolean;
};
type ListReply = {
  success: boolean;
  ideas: Idea[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalCount: number;
    hasNextPage: boolean;
    hasPrevPage: boolean;
  };
  message?: string;
  errors?: Record<string, string>;
};

const list = (query = '', headers: Record<string, string> = {}) =>
  call<ListReply>(listRoute, `/api/ideas${query ? `?${query}` : ''}`, { headers });

let ada: User;
let bob: User;
const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n));

// 12 ideas: Ada owns 0-7, Bob owns 8-11. Created one day apart (index 11 newest).
const specs = [
  { title: 'Solar phone charger', category: 'Tech', type: 'Product', desiredPrice: 150, requireNDA: false },
  {
    title: 'Baby sleep tracker',
    category: 'Baby',
    type: 'Product',
    desiredPrice: 80.5,
    requireNDA: true,
    problemDescription: 'Parents lack quantum sleep insight.',
  },
  { title: 'Home garden planner', category: 'Home', type: 'Service', desiredPrice: 20, requireNDA: false },
  {
    title: 'Tax filing helper',
    category: 'Finance',
    type: 'Service',
    desiredPrice: 5000,
    requireNDA: false,
    solutionDescription: 'Uses quantum accounting on receipts.',
  },
  {
    title: 'Tutoring marketplace',
    category: 'Education',
    type: 'Service',
    desiredPrice: 1000,
    requireNDA: true,
  },
  { title: 'Smart thermostat', category: 'Tech', type: 'Product', desiredPrice: 999.99, requireNDA: true },
  {
    title: 'Health symptom diary',
    category: 'Health',
    type: 'Product',
    desiredPrice: 10_000_000,
    requireNDA: false,
  },
  { title: 'Chargers for bikes', category: 'Tech', type: 'Product', desiredPrice: 1, requireNDA: false },
  {
    title: 'Business card scanner',
    category: 'Business',
    type: 'Product',
    desiredPrice: 300,
    requireNDA: false,
  },
  {
    title: 'Recipe sharing app',
    category: 'Home',
    type: 'Service',
    desiredPrice: 45,
    requireNDA: true,
    additionalNotes: 'Secret quantum recipes.',
  },
  { title: 'Budget planner', category: 'Finance', type: 'Product', desiredPrice: 150, requireNDA: false },
  {
    title: 'Online tutoring for tax',
    category: 'Education',
    type: 'Service',
    desiredPrice: 700,
    requireNDA: false,
  },
] as const;
const ids: string[] = [];

beforeAll(async () => {
  ada = await createUser({ displayName: 'Ada' });
  bob = await createUser({ displayName: 'Bob' });
  for (const [i, spec] of specs.entries()) {
    const [id] = await insertIdeas(i < 8 ? ada : bob, [{ ...spec, createdAt: day(i), updatedAt: day(i) }]);
    ids.push(id!);
  }
});

const titles = (reply: { body: ListReply }) => reply.body.ideas.map((i) => i.title);
const byIndex = (...indexes: number[]) => indexes.map((i) => specs[i]!.title);

describe('GET /api/ideas: defaults and pagination', () => {
  it('lists newest first, 20 a page, with the spec’s pagination', async () => {
    const reply = await list();
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(titles(reply)).toEqual(byIndex(11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
    expect(reply.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalCount: 12,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });

  it('pages through: first, middle, last, past the end', async () => {
    const first = await list('limit=5');
    expect(titles(first)).toEqual(byIndex(11, 10, 9, 8, 7));
    expect(first.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalCount: 12,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const middle = await list('limit=5&page=2');
    expect(titles(middle)).toEqual(byIndex(6, 5, 4, 3, 2));
    expect(middle.body.pagination).toEqual({
      currentPage: 2,
      totalPages: 3,
      totalCount: 12,
      hasNextPage: true,
      hasPrevPage: true,
    });
    const last = await list('limit=5&page=3');
    expect(titles(last)).toEqual(byIndex(1, 0));
    expect(last.body.pagination).toEqual({
      currentPage: 3,
      totalPages: 3,
      totalCount: 12,
      hasNextPage: false,
      hasPrevPage: true,
    });
    const past = await list('limit=5&page=9');
    expect(past.body.ideas).toEqual([]);
    expect(past.body.pagination).toEqual({
      currentPage: 9,
      totalPages: 3,
      totalCount: 12,
      hasNextPage: false,
      hasPrevPage: true,
    });
    const exact = await list('limit=6&page=2');
    expect(exact.body.pagination).toMatchObject({ totalPages: 2, hasNextPage: false });
    const one = await list('limit=1&page=12');
    expect(titles(one)).toEqual(byIndex(0));
    expect((await list('limit=1000')).body.ideas).toHaveLength(12);
  });

  it('has totalPages 0 when nothing matches', async () => {
    const reply = await list('category=Fashion');
    expect(reply.body.ideas).toEqual([]);
    expect(reply.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 0,
      totalCount: 0,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });
});

describe('GET /api/ideas: sorts', () => {
  it.each([
    ['newest', [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]],
    ['oldest', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
  ])('sort=%s', async (sort, order) => {
    expect(titles(await list(`sort=${sort}`))).toEqual(byIndex(...order));
  });

  it('sort=price_asc and price_desc order by price, ties by id', async () => {
    const asc = (await list('sort=price_asc')).body.ideas.map((i) => i.desiredPrice);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]).toBe(1);
    expect(asc.at(-1)).toBe(10_000_000);
    const desc = (await list('sort=price_desc')).body.ideas.map((i) => i.desiredPrice);
    expect(desc).toEqual([...asc].reverse());
    const ties = (await list('sort=price_asc&priceMin=150&priceMax=150')).body.ideas.map((i) => i._id);
    expect(ties).toEqual([...ties].sort());
  });
});

describe('GET /api/ideas: filters and their combinations', () => {
  it.each([
    ['category=Tech', [7, 5, 0]],
    ['type=Service', [11, 9, 4, 3, 2]],
    ['priceMin=1000', [6, 4, 3]],
    ['priceMax=45', [9, 7, 2]],
    ['priceMin=80.5&priceMax=150', [10, 1, 0]],
    ['priceMin=&priceMax=', [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]],
    ['requireNDA=Yes', [9, 5, 4, 1]],
    ['requireNDA=No', [11, 10, 8, 7, 6, 3, 2, 0]],
    ['category=Tech&requireNDA=No', [7, 0]],
    ['category=Tech&type=Product&priceMin=100&priceMax=1000&requireNDA=Yes', [5]],
    ['type=Service&requireNDA=No&sort=price_desc', [3, 11, 2]],
    ['category=Home&type=Product', []],
    ['type=&category=&requireNDA=&search=', [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]],
  ])('%s', async (query, expected) => {
    const reply = await list(query);
    expect(reply.status).toBe(200);
    expect(titles(reply)).toEqual(byIndex(...expected));
    expect(reply.body.pagination.totalCount).toBe(expected.length);
  });

  it('creator=<id> shows one creator’s ideas, combined with other filters', async () => {
    expect(titles(await list(`creator=${bob.id}`))).toEqual(byIndex(11, 10, 9, 8));
    expect(titles(await list(`creator=${bob.id}&category=Finance`))).toEqual(byIndex(10));
    expect((await list(`creator=${'f'.repeat(24)}`)).body.pagination.totalCount).toBe(0);
    expect(titles(await list(`creator=${bob.id.toUpperCase()}`))).toEqual(byIndex(11, 10, 9, 8));
  });

  it('mine=true needs a signed-in user and lists their own ideas', async () => {
    const anonymous = await list('mine=true');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, message: 'Please sign in to see your ideas' });
    const mine = await list('mine=true&limit=1', await bearerHeaders(bob));
    expect(mine.body.pagination.totalCount).toBe(4);
    expect(titles(mine)).toEqual(byIndex(11));
    expect(titles(await list('mine=true&requireNDA=Yes', await cookieHeaders(ada)))).toEqual(
      byIndex(5, 4, 1),
    );
    expect(
      (await list(`mine=true&creator=${bob.id}`, await bearerHeaders(ada))).body.pagination.totalCount,
    ).toBe(0);
    expect((await list('mine=false')).body.pagination.totalCount).toBe(12);
  });
});

describe('GET /api/ideas: search', () => {
  it('matches titles and categories with stemming, ranked, and parts of titles', async () => {
    expect(titles(await list('search=chargers'))).toEqual(expect.arrayContaining(byIndex(0, 7)));
    expect((await list('search=chargers')).body.pagination.totalCount).toBe(2);
    expect(titles(await list('search=finance'))).toEqual(expect.arrayContaining(byIndex(3, 10)));
    // Partial title: "therm" is no English word, but part of a title.
    expect(titles(await list('search=therm'))).toEqual(byIndex(5));
    expect(titles(await list('search=Symptom%20Dia'))).toEqual(byIndex(6));
    // websearch syntax: quoted phrase, OR, exclusion.
    expect(titles(await list('search=%22phone%20charger%22'))).toEqual(byIndex(0));
    expect(titles(await list('search=thermostat%20or%20scanner')).sort()).toEqual(byIndex(5, 8).sort());
    expect(titles(await list('search=tutoring%20-tax'))).toEqual(byIndex(4));
  });

  it('ranks title matches above matches in the texts, whatever their age, unless a sort is asked for', async () => {
    const carol = await createUser();
    await insertIdeas(carol, [
      { title: 'Zebra crossing lights', createdAt: day(-10) },
      {
        title: 'Street safety kit',
        problemDescription: 'Drivers ignore the zebra crossing at night.',
        createdAt: day(40),
      },
    ]);
    expect(titles(await list('search=zebra'))).toEqual(['Zebra crossing lights', 'Street safety kit']);
    expect(titles(await list('search=zebra&sort=newest'))).toEqual([
      'Street safety kit',
      'Zebra crossing lights',
    ]);
  });

  it('never matches the hidden texts of NDA ideas for anonymous or other users; the creator finds them', async () => {
    // "quantum" appears in idea 1 (NDA, Ada), idea 3 (public, Ada) and idea 9 (NDA notes, Bob).
    expect(titles(await list('search=quantum'))).toEqual(byIndex(3));
    expect(titles(await list('search=quantum', await bearerHeaders(bob))).sort()).toEqual(
      byIndex(3, 9).sort(),
    );
    expect(titles(await list('search=quantum', await bearerHeaders(ada))).sort()).toEqual(
      byIndex(1, 3).sort(),
    );
    expect((await list('search=quantum', await bearerHeaders(ada))).body.pagination.totalCount).toBe(2);
  });

  it('combines search with filters and explicit sorts', async () => {
    expect(titles(await list('search=planner&sort=price_asc'))).toEqual(byIndex(2, 10));
    expect(titles(await list('search=planner&type=Product'))).toEqual(byIndex(10));
    expect(titles(await list('search=zzz'))).toEqual([]);
    expect(titles(await list('search=the'))).toEqual(['Smart thermostat']);
    expect(titles(await list('search=%25%25%25'))).toEqual([]);
    expect(titles(await list('search=%5C_'))).toEqual([]);
  });
});

describe('GET /api/ideas: NDA redaction in lists', () => {
  it('redacts for anonymous and other users, never for the creator; email only when signed in', async () => {
    const hidden = ['problemDescription', 'solutionDescription', 'additionalNotes', 'photos'];
    for (const [headers, viewer] of [
      [{}, null],
      [await bearerHeaders(bob), bob],
      [await bearerHeaders(ada), ada],
    ] as const) {
      for (const query of [
        'limit=100',
        'search=quantum',
        'search=tracker',
        'requireNDA=Yes',
        `creator=${ada.id}`,
      ])
        for (const idea of (await list(query, headers)).body.ideas) {
          const locked = Boolean(idea.requireNDA) && idea.creator !== viewer?.id;
          expect(idea.ndaLocked).toBe(locked);
          for (const field of hidden) expect(Object.hasOwn(idea, field)).toBe(!locked);
          expect(Object.hasOwn(idea.creatorInfo as object, 'email')).toBe(viewer !== null);
        }
    }
  });
});

describe('GET /api/ideas: malformed values are a 400 naming the parameter', () => {
  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['page=2000000', 'page'],
    ['limit=0', 'limit'],
    ['limit=1001', 'limit'],
    ['limit=ten', 'limit'],
    ['mine=yes', 'mine'],
    [`creator=${'u'.repeat(129)}`, 'creator'],
    ['creator=a%01b', 'creator'],
    ['type=Gadget', 'type'],
    ['priceMin=cheap', 'priceMin'],
    ['priceMax=-3', 'priceMax'],
    ['requireNDA=maybe', 'requireNDA'],
    ['requireNDA=yes', 'requireNDA'],
    ['sort=random', 'sort'],
    [`search=${'x'.repeat(201)}`, 'search'],
    ['page=1&page=2', 'page'],
  ])('%s', async (query, parameter) => {
    const reply = await list(query);
    expect(reply.status).toBe(400);
    expect(reply.body.success).toBe(false);
    expect(reply.body.message).toContain(parameter);
    expect(Object.keys(reply.body.errors ?? {})).toEqual([parameter]);
  });

  it('countIdeasByCreator counts one creator’s ideas', async () => {
    expect(await countIdeasByCreator(bob.id)).toBe(4);
    expect(await countIdeasByCreator('nope')).toBe(0);
  });

  it('parseIdeaListQuery reads records as the pages get them, ignoring other parameters', async () => {
    const query = parseIdeaListQuery({
      page: '2',
      limit: ['10'],
      filter: 'my-ideas',
      view: 'table',
      search: ' solar ',
      priceMax: '',
    });
    expect(query).toMatchObject({ page: 2, limit: 10, search: 'solar', mine: false });
    expect(query.priceMax).toBeUndefined();
    expect(query.sort).toBeUndefined();
    const page = await listIdeas(query, null);
    expect(page.pagination.currentPage).toBe(2);
  });
});

describe('GET /api/ideas: user ids', () => {
  it('creator= takes any user id format: a Firebase uid (case-sensitive) or an unknown name', async () => {
    const uid = 'Fb9uKq2LrT0aWcXy7ZpQeRs1Vn42';
    const firebaseUser = await createUser({ id: uid });
    await insertIdeas(firebaseUser, [{ title: 'From a Firebase account', createdAt: day(-30) }]);
    const reply = await list(`creator=${uid}`);
    expect(reply.status).toBe(200);
    expect(reply.body.ideas.map((idea) => [idea.title, idea.creator])).toEqual([
      ['From a Firebase account', uid],
    ]);
    expect((await list(`creator=${uid.toLowerCase()}`)).body.pagination.totalCount).toBe(0);
    expect((await list('creator=bob')).body).toMatchObject({ success: true, ideas: [] });
    expect(await countIdeasByCreator(uid)).toBe(1);
  });
});
