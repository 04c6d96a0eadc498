import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/ideas/route';
import { getDb } from '@/lib/db';
import { accessRequests, type NewIdeaRow } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { call } from './http';
import { insertIdeas } from './ideas-fixtures';

/**
 * The order of search results. Relevance levels, best first: the title holds the words as a phrase,
 * all of them, some of them; the same for the category; the title holds the search approximately
 * (a part of a title, prefixes, typos); the texts hold the words as a phrase, all of them. Equal
 * levels list the newest first. Add a line to CASES for each new query.
 */

type ListReply = { ideas: { title: string }[]; pagination: { totalCount: number } };
/** `approved` holds an approved access request to 'Water tank monitor' (not to the orchard map). */
type Viewer = 'anonymous' | 'member' | 'approved' | 'creator';

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n));

// Ideas whose texts mention solar panels, newer than the one titled with 'solar'.
const SOLAR_TEXTS = Array.from({ length: 25 }, (_, i) => `Cabin power kit ${String(i + 1).padStart(2, '0')}`);
const solarTextsNewestFirst = [...SOLAR_TEXTS].reverse();

const texts = (problemDescription: string, solutionDescription = 'Sold as a kit.') => ({
  problemDescription,
  solutionDescription,
});

// Each idea says only what its cases need, so that no other word of a query hits it by chance.
const CORPUS: Partial<NewIdeaRow>[] = [
  {
    title: 'Solar backpack charger',
    category: 'Tech',
    ...texts('Thin solar panels sewn into the flap.'),
    createdAt: day(1),
  },
  ...SOLAR_TEXTS.map((title, i) => ({
    title,
    category: 'Home',
    ...texts('Cabins without mains power need solar panels on the roof.'),
    createdAt: day(100 + i),
  })),

  // 'garden': two titles, a category, a prefix of a title word, a text.
  {
    title: 'Community garden planner',
    category: 'Home',
    // Saying 'garden' more often must not beat a newer title match.
    ...texts('Garden plots, garden beds and garden paths.', 'Plan the garden together.'),
    createdAt: day(1),
  },
  {
    title: 'Garden tool library',
    category: 'Tech',
    ...texts('Tools sit unused in sheds.'),
    createdAt: day(2),
  },
  {
    title: 'Rooftop beehive kit',
    category: 'Home & Garden',
    ...texts('Bees need space.'),
    createdAt: day(3),
  },
  { title: 'Gardenia seed box', category: 'Home', ...texts('Flowers by post.'), createdAt: day(10) },
  {
    title: 'Compost sensor',
    category: 'Tech',
    ...texts('Tells when garden compost is ready.'),
    createdAt: day(12),
  },
  { title: 'Smart thermostat', category: 'Tech', ...texts('Heating wastes energy.'), createdAt: day(7) },
  // Common misspellings: corrected to the words of titles and categories one edit away.
  {
    title: 'Invoice reminder app',
    category: 'Finance',
    ...texts('Clients pay late.'),
    createdAt: day(8),
  },
  { title: 'Receipt organizer', category: 'Finance', ...texts('Paper slips fade.'), createdAt: day(9) },

  // 'water filter': a title phrase, the words scattered in a title, one of them in a title, texts.
  {
    title: 'Portable water filter',
    category: 'Tech',
    ...texts('Streams are unsafe to drink from.'),
    createdAt: day(5),
  },
  {
    title: 'Filter for rain water barrels',
    category: 'Home',
    ...texts('Leaves clog barrels.'),
    createdAt: day(20),
  },
  {
    title: 'Water-saving shower head',
    category: 'Home',
    ...texts('Has a filter for hard water.'),
    createdAt: day(30),
  },
  {
    title: 'Camping stove',
    category: 'Tech',
    ...texts('Boils water; a water filter is sold separately.'),
    createdAt: day(60),
  },
  {
    title: 'Kettle descaler',
    category: 'Home',
    ...texts('Filter the hard water before boiling.'),
    createdAt: day(70),
  },

  // NDA-gated: their texts match only for their creator (and holders of an approved request).
  {
    title: 'Water tank monitor',
    category: 'Tech',
    requireNDA: true,
    ...texts('Tanks run dry unnoticed.', 'A float sensor with a water filter alarm.'),
    createdAt: day(40),
  },
  {
    title: 'Secret orchard map',
    category: 'Food & Drink',
    requireNDA: true,
    ...texts('A marzipan bakery needs local almonds.', 'Map every almond tree in town.'),
    createdAt: day(4),
  },
];

interface Case {
  search: string;
  /** The whole result, in order. */
  expected: string[];
  viewer?: Viewer;
}

const CASES: Case[] = [
  // A title with one of the words beats any number of newer ideas that hold them in their texts.
  { search: 'solar panels', expected: ['Solar backpack charger', ...solarTextsNewestFirst] },
  { search: 'solar', expected: ['Solar backpack charger', ...solarTextsNewestFirst] },
  // A pasted sentence is matched by full-text search of the texts alone.
  { search: 'cabins without mains power need solar panels on the roof', expected: solarTextsNewestFirst },

  // Titles (newest first, however often the texts repeat the word), category, a title prefix, texts.
  {
    search: 'garden',
    expected: [
      'Garden tool library',
      'Community garden planner',
      'Rooftop beehive kit',
      'Gardenia seed box',
      'Compost sensor',
    ],
  },
  {
    search: 'gardens',
    expected: [
      'Garden tool library',
      'Community garden planner',
      'Rooftop beehive kit',
      'Gardenia seed box',
      'Compost sensor',
    ],
  },
  // Prefixes: parts of titles (newest first), then the category; fuzzy matching never reads texts.
  {
    search: 'gard',
    expected: ['Gardenia seed box', 'Garden tool library', 'Community garden planner', 'Rooftop beehive kit'],
  },
  { search: 'therm', expected: ['Smart thermostat'] },
  { search: 'beeh', expected: ['Rooftop beehive kit'] },
  // Typos: approximate titles (newest first), then the approximate category.
  {
    search: 'gardn',
    expected: ['Gardenia seed box', 'Garden tool library', 'Community garden planner', 'Rooftop beehive kit'],
  },
  { search: 'thermostt', expected: ['Smart thermostat'] },
  { search: 'watter filtr', expected: ['Filter for rain water barrels', 'Portable water filter'] },
  { search: 'comm gardn plan', expected: ['Community garden planner'] },
  { search: 'port wat', expected: ['Portable water filter'] },
  // One word as written, one with a typo.
  { search: 'garden planer', expected: ['Community garden planner'] },
  // One edit anywhere in a word of 5+ letters: a letter missing, wrong, added, or two swapped.
  { search: 'invoce', expected: ['Invoice reminder app'] },
  { search: 'recipt', expected: ['Receipt organizer'] },
  { search: 'reciept', expected: ['Receipt organizer'] },
  { search: 'compst', expected: ['Compost sensor'] },
  { search: 'rceipt', expected: ['Receipt organizer'] },
  { search: 'thermsotat', expected: ['Smart thermostat'] },
  { search: 'irnvoice', expected: ['Invoice reminder app'] },
  { search: 'rmeinder', expected: ['Invoice reminder app'] },
  { search: 'invoce app', expected: ['Invoice reminder app'] },
  // A corrected category: approximate titles first, then categories, newest first.
  { search: 'fnance', expected: ['Receipt organizer', 'Invoice reminder app'] },
  // The word as written (in a title) first; then the titles one edit away.
  { search: 'compost or recipt', expected: ['Compost sensor', 'Receipt organizer'] },

  // Phrase (adjacent, in order) above scattered words above some words; then texts, phrase first.
  {
    search: 'water filter',
    expected: [
      'Portable water filter',
      'Filter for rain water barrels',
      'Water-saving shower head',
      'Camping stove',
      'Kettle descaler',
    ],
  },
  {
    search: 'filter water',
    expected: [
      'Filter for rain water barrels',
      'Portable water filter',
      'Water-saving shower head',
      'Kettle descaler',
      'Camping stove',
    ],
  },
  // Quotes bind full-text search; approximate matching reads the quoted words as words, so the
  // title holding both apart is still found, below the phrase.
  {
    search: '"water filter"',
    expected: ['Portable water filter', 'Filter for rain water barrels', 'Camping stove'],
  },
  {
    search: 'water filters',
    expected: [
      'Portable water filter',
      'Filter for rain water barrels',
      'Water-saving shower head',
      'Camping stove',
      'Kettle descaler',
    ],
  },

  // Gated texts: found and ranked by them only for the creator; others see the public fields only.
  {
    search: 'water filter',
    viewer: 'creator',
    expected: [
      'Portable water filter',
      'Filter for rain water barrels',
      'Water tank monitor',
      'Water-saving shower head',
      'Camping stove',
      'Kettle descaler',
    ],
  },
  {
    search: 'water filter',
    viewer: 'member',
    expected: [
      'Portable water filter',
      'Filter for rain water barrels',
      'Water-saving shower head',
      'Camping stove',
      'Kettle descaler',
    ],
  },
  {
    search: '"water filter"',
    viewer: 'creator',
    expected: [
      'Portable water filter',
      'Water tank monitor',
      'Filter for rain water barrels',
      'Camping stove',
    ],
  },
  {
    search: 'water filter',
    viewer: 'approved',
    expected: [
      'Portable water filter',
      'Filter for rain water barrels',
      'Water tank monitor',
      'Water-saving shower head',
      'Camping stove',
      'Kettle descaler',
    ],
  },
  { search: 'marzipan', expected: [] },
  { search: 'marzipan', viewer: 'approved', expected: [] },
  { search: 'marzipan', viewer: 'member', expected: [] },
  { search: 'marzipan', viewer: 'creator', expected: ['Secret orchard map'] },
  // The category of a gated idea is public; a category beats a newer idea's text.
  { search: 'drink', expected: ['Secret orchard map', 'Portable water filter'] },
  { search: 'water tank', expected: ['Water tank monitor'] },

  // -word excludes wherever the viewer can see the word, never because of a text they cannot read.
  {
    search: 'garden -library',
    expected: ['Community garden planner', 'Rooftop beehive kit', 'Gardenia seed box', 'Compost sensor'],
  },
  {
    search: 'garden -ready',
    expected: ['Garden tool library', 'Community garden planner', 'Rooftop beehive kit', 'Gardenia seed box'],
  },
  {
    search: 'gardn -library',
    expected: ['Gardenia seed box', 'Community garden planner', 'Rooftop beehive kit'],
  },
  { search: 'orchard -marzipan', expected: ['Secret orchard map'] },
  { search: 'orchard -marzipan', viewer: 'member', expected: ['Secret orchard map'] },
  { search: 'orchard -marzipan', viewer: 'creator', expected: [] },
  {
    search: 'water filter -kettle -"camping stove"',
    expected: ['Portable water filter', 'Filter for rain water barrels', 'Water-saving shower head'],
  },

  // or: either alternative; equal levels newest first, titles before texts.
  { search: 'thermostat or beehive', expected: ['Smart thermostat', 'Rooftop beehive kit'] },
  { search: 'beehive or ready', expected: ['Rooftop beehive kit', 'Compost sensor'] },
  // 'gardenia' as written first; then approximate titles ('garden' looks like it) newest first.
  {
    search: 'thermostt or gardenia',
    expected: [
      'Gardenia seed box',
      'Smart thermostat',
      'Garden tool library',
      'Community garden planner',
      'Rooftop beehive kit',
    ],
  },
];

let headers: Record<Viewer, Record<string, string>>;

beforeAll(async () => {
  const creator = await createUser({ displayName: 'Creator' });
  const member = await createUser({ displayName: 'Member' });
  const approved = await createUser({ displayName: 'Approved' });
  const ids = await insertIdeas(creator, CORPUS);
  await getDb()
    .insert(accessRequests)
    .values({
      ideaId: ids[CORPUS.findIndex((idea) => idea.title === 'Water tank monitor')]!,
      requesterId: approved.id,
      status: 'approved',
      fullName: 'Approved Reader',
      ndaVersion: '1',
      ndaHash: 'hash',
      ndaText: 'The standard NDA.',
    });
  headers = {
    anonymous: {},
    member: await bearerHeaders(member),
    approved: await bearerHeaders(approved),
    creator: await bearerHeaders(creator),
  };
});

const search = (query: string, viewer: Viewer = 'anonymous') =>
  call<ListReply>(listRoute, `/api/ideas?${new URLSearchParams({ search: query, limit: '100' })}`, {
    headers: headers[viewer],
  });

describe('GET /api/ideas?search=…: relevance', () => {
  it.each(CASES.map((c) => [c.search, c.viewer ?? 'anonymous', c.expected] as const))(
    '%s (%s)',
    async (query, viewer, expected) => {
      const reply = await search(query, viewer);
      expect(reply.status).toBe(200);
      expect(reply.body.ideas.map((idea) => idea.title)).toEqual(expected);
      expect(reply.body.pagination.totalCount).toBe(expected.length);
    },
  );

  it('puts the idea titled with a searched word on the first page of the default size', async () => {
    const reply = await call<ListReply>(listRoute, '/api/ideas?search=solar%20panels');
    expect(reply.body.ideas[0]?.title).toBe('Solar backpack charger');
    expect(reply.body.pagination.totalCount).toBe(26);
  });

  it('with only excluded words lists every other idea, newest first', async () => {
    const reply = await search('-garden -water -cabin');
    // 'Gardenia' is no form of 'garden'; the other ideas say garden, water or cabin somewhere.
    expect(reply.body.ideas.map((idea) => idea.title)).toEqual([
      'Gardenia seed box',
      'Receipt organizer',
      'Invoice reminder app',
      'Smart thermostat',
      'Secret orchard map',
      'Solar backpack charger',
    ]);
  });

  it('is the order of sort=relevance, and another sort orders the same matches', async () => {
    const relevance = await call<ListReply>(listRoute, '/api/ideas?search=water%20filter&sort=relevance');
    expect(relevance.body.ideas.map((idea) => idea.title)).toEqual(
      CASES.find((c) => c.search === 'water filter')?.expected,
    );
    const oldest = await call<ListReply>(listRoute, '/api/ideas?search=water%20filter&sort=oldest');
    expect(oldest.body.ideas.map((idea) => idea.title)).toEqual([
      'Portable water filter',
      'Filter for rain water barrels',
      'Water-saving shower head',
      'Camping stove',
      'Kettle descaler',
    ]);
  });
});
