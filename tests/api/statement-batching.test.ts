import { eq, inArray, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getProfile } from '@/app/api/profile/route';
import { POST as postIdea } from '@/app/api/ideas/route';
import { createApiToken, revokeApiToken } from '@/lib/identity/auth/api-tokens';
import { getDb } from '@/lib/db';
import { newId } from '@/lib/core/ids';
import { insertIdeaRow, type NewIdeaValues } from '@/lib/ideas/mutations';
import { ideas, users, type User } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { call } from './http';
import { validIdea } from './ideas-fixtures';

// Requests arriving together share one statement for their token lookups and one for their new
// ideas (lib/db/batch.ts). These tests start their calls in the same event-loop turn, so they
// land in one batch, and check that every caller still gets its own answer.

const newIdeaValues = (creator: User, overrides: Partial<NewIdeaValues> = {}): NewIdeaValues => ({
  id: newId(),
  title: 'Batched idea with a proper title',
  category: 'Tech',
  type: 'Product',
  problemDescription: 'A problem that is described well enough.',
  solutionDescription: 'A solution that is described well enough.',
  protectionStatus: 'None',
  requireNDA: false,
  desiredPrice: 1500,
  contactPreference: 'Email',
  additionalNotes: '',
  photos: [],
  teaser: '',
  ndaText: null,
  ndaAutoApprove: false,
  creatorId: creator.id,
  reviewStatus: 'approved',
  ...overrides,
});

/** The stored ideas that match `where`, with what these tests compare. */
const storedIdeas = (where: SQL) =>
  getDb()
    .select({ id: ideas.id, title: ideas.title, creatorId: ideas.creatorId, createdAt: ideas.createdAt })
    .from(ideas)
    .where(where);

describe('ideas created together', () => {
  it('are inserted by one statement, each row as given', async () => {
    const creator = await createUser();
    const batch = Array.from({ length: 6 }, (_, i) =>
      newIdeaValues(creator, { title: `Batched idea number ${i}` }),
    );
    const saved = await Promise.all(batch.map((values) => insertIdeaRow(values)));

    expect(saved.map((row) => [row.id, row.title])).toEqual(batch.map((values) => [values.id, values.title]));
    const stored = await storedIdeas(
      inArray(
        ideas.id,
        batch.map((values) => values.id),
      ),
    );
    expect(stored).toHaveLength(6);
    // One statement, one transaction: now() is the same for every row.
    expect(new Set(stored.map((row) => row.createdAt.getTime())).size).toBe(1);
  });

  it('fail alone when their own row is refused; the others are saved', async () => {
    const creator = await createUser();
    const good = [newIdeaValues(creator), newIdeaValues(creator), newIdeaValues(creator)];
    const outOfRange = newIdeaValues(creator, { desiredPrice: 0 });
    const noSuchCreator = newIdeaValues(creator, { creatorId: newId() });
    const results = await Promise.allSettled(
      [good[0]!, outOfRange, good[1]!, noSuchCreator, good[2]!].map((values) => insertIdeaRow(values)),
    );

    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const codes = [results[1], results[3]].map((result) => {
      const reason = (result as PromiseRejectedResult).reason as { cause?: { code?: string } };
      return reason.cause?.code;
    });
    expect(codes).toEqual(['23514', '23503']);
    const stored = await getDb().select({ id: ideas.id }).from(ideas).where(eq(ideas.creatorId, creator.id));
    expect(stored.map((row) => row.id).sort()).toEqual(good.map((values) => values.id).sort());
  });

  it('through the API, each belongs to the user whose token sent it', async () => {
    const authors = await Promise.all([createUser(), createUser(), createUser()]);
    const headers = await Promise.all(authors.map((author) => bearerHeaders(author)));
    const sent = Array.from({ length: 12 }, (_, i) => ({
      author: i % 3,
      title: `Concurrent idea number ${i}`,
    }));
    const replies = await Promise.all(
      sent.map(({ author, title }) =>
        call<{ _id: string; title: string; creator: string }>(postIdea, '/api/ideas', {
          method: 'POST',
          headers: headers[author]!,
          body: validIdea({ title }),
        }),
      ),
    );

    expect(replies.map((reply) => reply.status)).toEqual(sent.map(() => 201));
    expect(replies.map((reply) => [reply.body.title, reply.body.creator])).toEqual(
      sent.map(({ author, title }) => [title, authors[author]!.id]),
    );
    const stored = await storedIdeas(
      inArray(
        ideas.creatorId,
        authors.map((author) => author.id),
      ),
    );
    expect(new Map(stored.map((row) => [row.id, [row.title, row.creatorId]]))).toEqual(
      new Map(replies.map((reply) => [reply.body._id, [reply.body.title, reply.body.creator]])),
    );
  });
});

describe('tokens read together', () => {
  it('identify each request’s own user, and refuse revoked, unknown and suspended ones', async () => {
    const [ada, ben, cleo, suspended] = await Promise.all([
      createUser({ displayName: 'Ada' }),
      createUser({ displayName: 'Ben' }),
      createUser({ displayName: 'Cleo' }),
      createUser({ displayName: 'Dee' }),
    ]);
    const revoked = await createApiToken(ben!.id, 'revoked');
    expect(await revokeApiToken(ben!.id, revoked.id)).toBe(true);
    const suspendedHeaders = await bearerHeaders(suspended!);
    await getDb().update(users).set({ status: 'suspended' }).where(eq(users.id, suspended!.id));
    const adaHeaders = await bearerHeaders(ada!);
    const requests = [
      { headers: adaHeaders, expected: 'Ada' },
      { headers: await bearerHeaders(ben!), expected: 'Ben' },
      { headers: { authorization: `Bearer ${revoked.token}` }, expected: 401 },
      { headers: await bearerHeaders(cleo!), expected: 'Cleo' },
      { headers: { authorization: 'Bearer idm_no-such-token-at-all' }, expected: 401 },
      { headers: suspendedHeaders, expected: 401 },
      // The same token twice in one batch.
      { headers: adaHeaders, expected: 'Ada' },
    ];
    const replies = await Promise.all(
      requests.map(({ headers }) =>
        call<{ user?: { displayName: string }; message?: string }>(getProfile, '/api/profile', { headers }),
      ),
    );

    expect(
      replies.map((reply) => (reply.status === 200 ? reply.body.user?.displayName : reply.status)),
    ).toEqual(requests.map(({ expected }) => expected));
    expect(replies[2]!.body.message).toBe('Invalid or revoked token');
  });
});
