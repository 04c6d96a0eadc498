import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/ideas/route';
import { parseIdeaListQuery } from '@/lib/ideas';
import { filters } from '@/lib/ideas/list-filters';
import { pageQuery, sortKey } from '@/lib/ideas/list-paging';
import { searchCorrections, vocabularyIsCurrent } from '@/lib/ideas/search-corrections';
import { getMetrics } from '@/lib/core/metrics.mjs';
import type { User } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { call } from './http';
import { insertIdeas } from './ideas-fixtures';

/**
 * Misspelt searches: words matching nothing are corrected to the words of listed ideas' titles and
 * categories one edit away, and a search that still finds nothing suggests the closest spelling
 * that finds something ('Did you mean'), never a word that only a gated text or an unlisted idea
 * holds. (The order of corrected matches among others is in search-relevance.test.ts.)
 */

type ListReply = {
  ideas: { title: string }[];
  pagination: { totalCount: number };
  suggestion?: string;
};

let creator: User;
let creatorHeaders: Record<string, string>;

const day = (n: number) => new Date(Date.UTC(2025, 2, 1 + n));

beforeAll(async () => {
  creator = await createUser({ displayName: 'Typo Creator' });
  creatorHeaders = await bearerHeaders(creator);
  await insertIdeas(creator, [
    { title: 'Receipt organizer', category: 'Finance', createdAt: day(1) },
    { title: 'Invoice reminder app', category: 'Finance', createdAt: day(2) },
    { title: 'Compost sensor', category: 'Tech', createdAt: day(3) },
    {
      title: 'Secret orchard map',
      category: 'Food & Drink',
      requireNDA: true,
      problemDescription: 'A marzipan bakery needs local almonds.',
      createdAt: day(4),
    },
    { title: 'Hidden lantern kit', category: 'Home', hiddenAt: day(5), createdAt: day(5) },
  ]);
});

const list = (params: Record<string, string>, headers: Record<string, string> = {}) =>
  call<ListReply>(listRoute, `/api/ideas?${new URLSearchParams(params)}`, { headers });
const titles = (reply: { body: ListReply }) => reply.body.ideas.map((idea) => idea.title);

describe('GET /api/ideas?search=…: misspelt words', () => {
  it.each([
    ['invoce', 'Invoice reminder app'],
    ['recipt', 'Receipt organizer'],
    ['reciept', 'Receipt organizer'],
    ['compst', 'Compost sensor'],
    ['irnvoice', 'Invoice reminder app'],
    ['COMPST sensor', 'Compost sensor'],
  ])('%s finds %s', async (search, title) => {
    const reply = await list({ search });
    expect(reply.status).toBe(200);
    expect(titles(reply)).toEqual([title]);
    expect(reply.body.suggestion).toBeUndefined();
  });

  it('corrects to the words of an idea listed after the last search', async () => {
    expect(titles(await list({ search: 'qiunce' }))).toEqual([]);
    await insertIdeas(creator, [
      { title: 'Quince jam subscription', category: 'Food & Drink', createdAt: day(6) },
    ]);
    expect(titles(await list({ search: 'qiunce' }))).toEqual(['Quince jam subscription']);
  });

  it('leaves words of four letters alone, and a search that finds ideas carries no suggestion', async () => {
    expect(titles(await list({ search: 'maps' }))).toEqual(['Secret orchard map']);
    const reply = await list({ search: 'compost' });
    expect(titles(reply)).toEqual(['Compost sensor']);
    expect(reply.body).not.toHaveProperty('suggestion');
  });
});

describe('GET /api/ideas?search=…: Did you mean', () => {
  it('suggests the search with its misspelt word corrected when nothing matches', async () => {
    // Two edits from 'receipt': too far to be searched, near enough to be suggested.
    const reply = await list({ search: 'recpit' });
    expect(reply.status).toBe(200);
    expect(titles(reply)).toEqual([]);
    expect(reply.body.pagination.totalCount).toBe(0);
    expect(reply.body.suggestion).toBe('receipt');
    expect(titles(await list({ search: reply.body.suggestion! }))).toEqual(['Receipt organizer']);
  });

  it('keeps the other words of the search as typed', async () => {
    const reply = await list({ search: 'Recpit organizer' });
    expect(titles(reply)).toEqual([]);
    expect(reply.body.suggestion).toBe('receipt organizer');
  });

  it('suggests nothing that finds nothing with the same filters', async () => {
    const reply = await list({ search: 'recpit', category: 'Tech' });
    expect(titles(reply)).toEqual([]);
    expect(reply.body.suggestion).toBeUndefined();
    expect((await list({ search: 'recpit', category: 'Finance' })).body.suggestion).toBe('receipt');
  });

  it('never suggests a word only a gated text or an unlisted idea holds', async () => {
    for (const headers of [{}, creatorHeaders]) {
      const gated = await list({ search: 'marzipn' }, headers);
      expect(titles(gated)).toEqual([]);
      expect(gated.body.suggestion).toBeUndefined();
      const hidden = await list({ search: 'lanturn' }, headers);
      expect(titles(hidden)).toEqual([]);
      expect(hidden.body.suggestion).toBeUndefined();
    }
    // The creator finds the gated idea by its text, and their hidden idea by its title, as written.
    expect(titles(await list({ search: 'marzipan' }, creatorHeaders))).toEqual(['Secret orchard map']);
    expect(titles(await list({ search: 'lantern' }, creatorHeaders))).toEqual(['Hidden lantern kit']);
  });

  it('has no suggestion when no word is near a listed one', async () => {
    const reply = await list({ search: 'zzyzx qwertyuiop' });
    expect(titles(reply)).toEqual([]);
    expect(reply.body.suggestion).toBeUndefined();
  });
});

describe('a search with a word that matches nothing', () => {
  beforeAll(async () => {
    await insertIdeas(creator, [{ title: 'Superzzyzxq board', category: 'Tech', createdAt: day(6) }]);
  });

  it('knows the word as unmatched, with its corrections or none', async () => {
    expect(await searchCorrections('compst zzyzxq')).toEqual(
      new Map([
        ['compst', ['compost']],
        ['zzyzxq', []],
      ]),
    );
    expect(await searchCorrections('compost sensor')).toEqual(new Map());
  });

  it('finds its title and text matches from their indexes, sorted, rather than walking the newest ideas', async () => {
    const statement = async (search: string) => {
      const query = parseIdeaListQuery(new URLSearchParams({ search }));
      const { where, search: parts } = filters(query, null, {
        corrections: await searchCorrections(search),
        fewPublicMatches: false,
      });
      return pageQuery(where, sortKey(query), parts, 20, 0, { viewer: null, base: '' }).toSQL().sql;
    };
    const sortedSides = (sqlText: string) => sqlText.split("created_at + interval '0 s' desc").length - 1;
    // The exact, approximate and text sides; a word as written keeps its exact and text sides'
    // walk of the newest ideas (a common word's newest matches are near), its approximate side sorted.
    expect(sortedSides(await statement('zzyzxq'))).toBe(3);
    expect(sortedSides(await statement('compst'))).toBe(3);
    expect(sortedSides(await statement('compost'))).toBe(1);
    // A part of a title is still found, though no title holds the word as written.
    expect(titles(await list({ search: 'zzyzxq' }))).toEqual(['Superzzyzxq board']);
  });
});

/** How many statements this process has sent to the database so far. */
async function statementsSent(): Promise<number> {
  const { values } = await getMetrics().dbDuration.get();
  return values
    .filter((value) => value.metricName?.endsWith('_count'))
    .reduce((total, value) => total + value.value, 0);
}

describe('the words a search looked up', () => {
  it('are kept until the next write: a word of the texts only is looked up once, then found as written', async () => {
    const search = 'compst quokkaberry';
    expect(await searchCorrections(search)).toEqual(
      new Map([
        ['compst', ['compost']],
        ['quokkaberry', []],
      ]),
    );
    const before = await statementsSent();
    expect(await searchCorrections(search)).toEqual(
      new Map([
        ['compst', ['compost']],
        ['quokkaberry', []],
      ]),
    );
    expect(await statementsSent()).toBe(before);
    // An idea whose text holds the word: the write makes the words looked up stale.
    await insertIdeas(creator, [
      {
        title: 'Orchard planner',
        category: 'Food & Drink',
        problemDescription: 'Growers of quokkaberry lose track of their rows.',
        createdAt: day(7),
      },
    ]);
    expect(await searchCorrections(search)).toEqual(new Map([['compst', ['compost']]]));
    expect(await statementsSent()).toBeGreaterThan(before);
  });
});

describe('the vocabulary kept for corrections', () => {
  const now = 1_000_000;
  const current = (readAgo: number, readMs: number, { written = false, embedded = false } = {}) =>
    vocabularyIsCurrent(
      { generation: 1, readAt: now - readAgo, readMs },
      { now, generation: written ? 2 : 1, embedded },
    );

  it('is read again after a write, and on PostgreSQL after 30 s', () => {
    expect(current(1_000, 20)).toBe(true);
    expect(current(1_000, 20, { written: true })).toBe(false);
    expect(current(31_000, 20)).toBe(false);
    // The embedded database's one process announces every write.
    expect(current(31_000, 20, { embedded: true })).toBe(true);
  });

  it('is read again at most once per ten times its read when that read was slow', () => {
    // 1.5 s to read (a million ideas): kept for 15 s whatever was written meanwhile.
    expect(current(14_000, 1_500, { written: true })).toBe(true);
    expect(current(16_000, 1_500, { written: true })).toBe(false);
    expect(current(40_000, 5_000)).toBe(true);
    expect(current(51_000, 5_000)).toBe(false);
  });
});
