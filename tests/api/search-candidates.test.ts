import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/ideas/route';
import { SEARCH_CANDIDATES } from '@/lib/ideas/list-paging';
import type { User } from '@/models';
import { createUser } from './fixtures';
import { call } from './http';
import { insertIdeas } from './ideas-fixtures';

type ListReply = {
  ideas: { title: string }[];
  pagination: { totalCount: number; totalPages: number };
  nextCursor?: string | null;
};

const list = (query: string) => call<ListReply>(listRoute, `/api/ideas?${query}`);

let ada: User;
const EXTRA = 30;

beforeAll(async () => {
  ada = await createUser({ displayName: 'Ada' });
  const day = (n: number) => new Date(Date.UTC(2024, 0, 1, 0, n));
  // The oldest idea holds the word in its title; more ideas than the cap hold it in their texts.
  await insertIdeas(ada, [{ title: 'Quokka feeder', createdAt: day(0) }]);
  await insertIdeas(
    ada,
    Array.from({ length: SEARCH_CANDIDATES + EXTRA }, (_, i) => ({
      title: `Text match ${i}`,
      problemDescription: `Visitors want to see a quokka up close, case ${i}.`,
      createdAt: day(1 + i),
    })),
  );
}, 120_000);

describe('GET /api/ideas?search=: a capped candidate set', () => {
  it('ranks the title match first however many texts hold the word', async () => {
    const reply = await list(`creator=${ada.id}&search=quokka&limit=3`);
    expect(reply.body.ideas.map((i) => i.title)).toEqual([
      'Quokka feeder',
      `Text match ${SEARCH_CANDIDATES + EXTRA - 1}`,
      `Text match ${SEARCH_CANDIDATES + EXTRA - 2}`,
    ]);
  });

  it('lists the newest text matches up to the cap, and counts what can be paged through', async () => {
    const reply = await list(`creator=${ada.id}&search=quokka&limit=1000&page=3`);
    expect(reply.body.pagination.totalCount).toBe(SEARCH_CANDIDATES + 1);
    expect(reply.body.pagination.totalPages).toBe(3);
    const titles = reply.body.ideas.map((i) => i.title);
    expect(titles).toEqual([`Text match ${EXTRA}`]);
    // The oldest text matches are past the cap.
    const all = await list(`creator=${ada.id}&search=quokka&limit=1000&page=1`);
    expect(all.body.ideas.map((i) => i.title)).not.toContain(`Text match ${EXTRA - 1}`);
  });
});
