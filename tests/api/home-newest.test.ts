import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { newestIdeas } from '@/lib/home/newest-ideas';
import { ideas } from '@/models';
import { createUser } from './fixtures';

describe('newest ideas on the home page', () => {
  it('is empty on a fresh database', async () => {
    expect(await newestIdeas()).toEqual([]);
  });

  it('returns the six latest ideas with their creator, and never the text of an NDA-gated idea', async () => {
    const creator = await createUser({ displayName: 'Creator Name' });
    for (let i = 0; i < 7; i++) {
      await getDb()
        .insert(ideas)
        .values({
          title: `Idea ${i}`,
          category: 'Tech',
          problemDescription: `Secret problem ${i}`,
          solutionDescription: `Secret solution ${i}`,
          desiredPrice: 1000 + i,
          requireNDA: i === 6,
          creatorId: creator.id,
          createdAt: sql`now() - (${7 - i} * interval '1 minute')`,
        });
    }
    const list = await newestIdeas();
    expect(list.map((idea) => idea.title)).toEqual(['Idea 6', 'Idea 5', 'Idea 4', 'Idea 3', 'Idea 2', 'Idea 1']);
    const gated = list[0]!;
    expect(gated).toMatchObject({ requireNDA: true, problemDescription: null, desiredPrice: 1006, creator: { id: creator.id, displayName: 'Creator Name' } });
    expect(JSON.stringify(gated)).not.toContain('Secret');
    expect(list[1]).toMatchObject({ requireNDA: false, problemDescription: 'Secret problem 5' });
    expect(list[1]!.createdAt).toBeInstanceOf(Date);
  });
});
