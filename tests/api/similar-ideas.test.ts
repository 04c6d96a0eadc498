import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DELETE as deleteRoute } from '@/app/api/ideas/[id]/route';
import { GET as similarRoute } from '@/app/api/ideas/[id]/similar/route';
import { getDb } from '@/lib/db';
import { announce } from '@/lib/events';
import { ideas, type User } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { call } from './http';
import { insertIdeas } from './ideas-fixtures';

// GET /api/ideas/{id}/similar: other listed ideas by their public fields (title, category, type),
// each the anonymous view; 404 when the caller may not open the idea itself.

interface SimilarIdea {
  _id: string;
  title: string;
  category: string;
  ndaLocked: boolean;
  problemDescription?: string;
  solutionDescription?: string;
  additionalNotes?: string;
  photos?: string[];
  access: string;
  creatorInfo: { email?: string };
}
type SimilarReply = {
  success: boolean;
  ideas: SimilarIdea[];
  message?: string;
  errors?: Record<string, string>;
};

const similar = (id: string, query = '', headers: Record<string, string> = {}) =>
  call<SimilarReply>(similarRoute, `/api/ideas/${id}/similar${query}`, { headers, params: { id } });
const titles = (reply: { body: SimilarReply }) => reply.body.ideas.map((idea) => idea.title);
const day = (n: number) => new Date(Date.UTC(2025, 2, 1 + n));

const SOURCE = 'Solar garden lamp';
const SHARES_TWO = 'Solar garden fountain';
const SHARES_ONE_OTHER_CATEGORY = 'Solar phone charger';
const SAME_CATEGORY_ONLY = 'Kitchen drawer organiser';
const UNRELATED = 'Violin practice app';
const GATED = 'Garden irrigation planner';
const GATED_TEXT = 'quokkasecret irrigation schedule';
const HIDDEN = 'Solar garden hidden';
const PENDING = 'Solar garden pending';
const REJECTED = 'Solar garden rejected';
const SUSPENDED = 'Solar garden suspended creator';
const DELETED = 'Garden hose deleted';
const PRIVATE_SOURCE = 'Solar garden secret draft';

let ada: User;
let bob: User;
let ids: Record<string, string>;

beforeAll(async () => {
  ada = await createUser({ displayName: 'Ada' });
  bob = await createUser({ displayName: 'Bob' });
  const rows = [
    { title: SOURCE, category: 'Home', createdAt: day(1) },
    { title: SHARES_TWO, category: 'Home', createdAt: day(2) },
    { title: SHARES_ONE_OTHER_CATEGORY, category: 'Tech', createdAt: day(3) },
    // The newest of all: recency alone would put it first.
    { title: SAME_CATEGORY_ONLY, category: 'Home', createdAt: day(9) },
    { title: UNRELATED, category: 'Education', createdAt: day(8) },
    {
      title: GATED,
      category: 'Home',
      requireNDA: true,
      problemDescription: `Lawns die in summer: ${GATED_TEXT}.`,
      solutionDescription: `Solar lamp garden solar lamp garden ${GATED_TEXT}.`,
      additionalNotes: GATED_TEXT,
      photos: ['/api/uploads/ideas/secret.webp'],
      createdAt: day(4),
    },
    { title: HIDDEN, category: 'Home', hiddenAt: day(5), hiddenReason: 'Reported', createdAt: day(5) },
    { title: PENDING, category: 'Home', reviewStatus: 'pending' as const, createdAt: day(5) },
    { title: REJECTED, category: 'Home', reviewStatus: 'rejected' as const, createdAt: day(5) },
    { title: SUSPENDED, category: 'Home', creatorSuspended: true, createdAt: day(5) },
    { title: DELETED, category: 'Home', createdAt: day(6) },
    { title: PRIVATE_SOURCE, category: 'Home', reviewStatus: 'pending' as const, createdAt: day(7) },
    { title: 'Garden shed kit', category: 'Home', createdAt: day(1) },
    { title: 'Garden path lights', category: 'Home', createdAt: day(1) },
    { title: 'Garden seed library', category: 'Home', createdAt: day(1) },
  ];
  const inserted = await insertIdeas(ada, rows);
  ids = Object.fromEntries(rows.map((row, i) => [row.title, inserted[i]!]));
  // Bob's idea, for the gated idea's access check below.
  await insertIdeas(bob, [{ title: 'Bob garden bench', category: 'Home', createdAt: day(0) }]);
});

describe('GET /api/ideas/{id}/similar', () => {
  it('answers the anonymous view of similar ideas, those sharing words of the title first', async () => {
    const reply = await similar(ids[SOURCE]!, '?limit=12');
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    const found = titles(reply);
    // Two shared words, then one (even in another category), then the same category only.
    expect(found.indexOf(SHARES_TWO)).toBe(0);
    expect(found.indexOf(SHARES_ONE_OTHER_CATEGORY)).toBeGreaterThan(-1);
    expect(found.indexOf(SHARES_ONE_OTHER_CATEGORY)).toBeLessThan(found.indexOf(SAME_CATEGORY_ONLY));
    expect(found.indexOf(GATED)).toBeLessThan(found.indexOf(SAME_CATEGORY_ONLY));
    expect(found).not.toContain(SOURCE);
    // Neither a word nor the category in common.
    expect(found).not.toContain(UNRELATED);
    // Anonymous: the shared reply, kept briefly by caches (as the list's).
    expect(reply.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/);
  });

  it('ranks an idea sharing words above one that shares none, whatever their age', async () => {
    const found = titles(await similar(ids[SOURCE]!, '?limit=12'));
    expect(found.indexOf(SHARES_TWO)).toBeLessThan(found.indexOf(SAME_CATEGORY_ONLY));
    // The newest idea of all, sharing no word: last.
    expect(found.at(-1)).toBe(SAME_CATEGORY_ONLY);
  });

  it('shows a gated idea by its public fields only, and its texts never make it similar', async () => {
    const reply = await similar(ids[SOURCE]!, '?limit=12', await bearerHeaders(ada));
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    const gated = reply.body.ideas.find((idea) => idea.title === GATED);
    expect(gated).toBeDefined();
    expect(gated!.ndaLocked).toBe(true);
    expect(gated!.access).toBe('none');
    expect(gated!.problemDescription).toBeUndefined();
    expect(gated!.solutionDescription).toBeUndefined();
    expect(gated!.additionalNotes).toBeUndefined();
    expect(gated!.photos).toBeUndefined();
    // Even its creator, signed in, gets the anonymous view (no email of the creator either).
    expect(gated!.creatorInfo.email).toBeUndefined();
    expect(JSON.stringify(reply.body)).not.toContain(GATED_TEXT);
    // The gated texts repeat 'solar lamp', yet it ranks by its title's one shared word, 'garden':
    // below the idea sharing two.
    const found = titles(reply);
    expect(found.indexOf(SHARES_TWO)).toBeLessThan(found.indexOf(GATED));
  });

  it('never answers hidden, pending, rejected, suspended or deleted ideas', async () => {
    const before = titles(await similar(ids[SOURCE]!));
    expect(before).toContain(DELETED);
    const deleted = await call(deleteRoute, `/api/ideas/${ids[DELETED]}`, {
      method: 'DELETE',
      headers: await bearerHeaders(ada),
      params: { id: ids[DELETED]! },
    });
    expect(deleted.status).toBe(200);
    for (const headers of [{}, await bearerHeaders(ada)]) {
      const found = titles(await similar(ids[SOURCE]!, '?limit=12', headers));
      for (const unlisted of [HIDDEN, PENDING, REJECTED, SUSPENDED, DELETED, PRIVATE_SOURCE])
        expect(found).not.toContain(unlisted);
    }
  });

  it('stops listing an idea once it is hidden', async () => {
    const [fresh] = await insertIdeas(bob, [
      { title: 'Solar garden gnome', category: 'Home', createdAt: day(9) },
    ]);
    expect(titles(await similar(ids[SOURCE]!, '?limit=12'))).toContain('Solar garden gnome');
    await getDb().update(ideas).set({ hiddenAt: new Date() }).where(eq(ideas.id, fresh!));
    announce('ideas');
    expect(titles(await similar(ids[SOURCE]!, '?limit=12'))).not.toContain('Solar garden gnome');
  });

  it('answers at most `limit` ideas: 6 by default, 1 to 12', async () => {
    expect((await similar(ids[SOURCE]!)).body.ideas).toHaveLength(6);
    expect((await similar(ids[SOURCE]!, '?limit=12')).body.ideas.length).toBeGreaterThan(6);
    const one = await similar(ids[SOURCE]!, '?limit=1');
    expect(titles(one)).toEqual([SHARES_TWO]);
    for (const bad of ['0', '13', '2.5', 'many']) {
      const reply = await similar(ids[SOURCE]!, `?limit=${bad}`);
      expect(reply.status).toBe(400);
      expect(reply.body.errors?.limit).toMatch(/limit must be a whole number from 1 to 12/);
    }
  });

  it('is 404 when the idea itself is missing, malformed or not visible to the caller', async () => {
    expect((await similar('0123456789abcdef01234567')).status).toBe(404);
    expect((await similar('not-an-id')).status).toBe(404);
    const pending = await similar(ids[PRIVATE_SOURCE]!);
    expect(pending.status).toBe(404);
    expect(pending.body.message).toBe('Idea not found');
    expect((await similar(ids[PRIVATE_SOURCE]!, '', await bearerHeaders(bob))).status).toBe(404);
    expect((await similar(ids[DELETED]!)).status).toBe(404);
    // Its creator opens it, and its similar ideas are still only listed ones.
    const own = await similar(ids[PRIVATE_SOURCE]!, '?limit=12', await bearerHeaders(ada));
    expect(own.status).toBe(200);
    expect(titles(own)).toContain(SOURCE);
    expect(titles(own)).not.toContain(PENDING);
  });

  it('finds nothing similar where no idea shares a word or the category', async () => {
    const reply = await similar(ids[UNRELATED]!);
    expect(reply.status).toBe(200);
    expect(reply.body.ideas).toEqual([]);
  });
});
