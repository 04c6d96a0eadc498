import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as listIdeasRoute } from '@/app/api/ideas/route';
import { getDb } from '@/lib/db';
import { seedDemo } from '@/lib/demo/seed';
import { accessRequests, ideas, messages, uploads, users } from '@/models';
import { call } from './http';

describe('demo content', () => {
  it('loads creators and 50+ ideas with photos, and a second run adds nothing', async () => {
    const first = await seedDemo();
    expect(first.creators).toBeGreaterThanOrEqual(3);
    expect(first.created).toBeGreaterThanOrEqual(50);
    const [{ value: ideaCount }] = (await getDb().select({ value: count() }).from(ideas)) as [
      { value: number },
    ];
    const [{ value: photoCount }] = (await getDb()
      .select({ value: count() })
      .from(uploads)
      .where(eq(uploads.kind, 'idea_photo'))) as [{ value: number }];
    expect(Number(ideaCount)).toBe(first.created);
    expect(Number(photoCount)).toBeGreaterThan(30);

    // The deal room at work: a request in each state, and a conversation.
    expect(first.requests).toBe(5);
    expect(first.conversations).toBe(1);
    const states = await getDb().select({ status: accessRequests.status }).from(accessRequests);
    expect(states.map((s) => s.status).sort()).toEqual([
      'approved',
      'pending',
      'rejected',
      'revoked',
      'withdrawn',
    ]);
    const [{ value: messageCount }] = (await getDb().select({ value: count() }).from(messages)) as [
      { value: number },
    ];
    // Each request's intro message opened a thread (5), plus the conversation's two messages.
    expect(Number(messageCount)).toBe(7);

    const second = await seedDemo();
    expect(second.created).toBe(0);
    expect(second.requests).toBe(0);
    expect(second.conversations).toBe(0);
    const [{ value: after }] = (await getDb().select({ value: count() }).from(ideas)) as [{ value: number }];
    expect(Number(after)).toBe(Number(ideaCount));
    const [{ value: userCount }] = (await getDb().select({ value: count() }).from(users)) as [
      { value: number },
    ];
    expect(Number(userCount)).toBe(first.creators);

    const list = await call<{
      ideas: { ndaLocked: boolean; photos?: string[] }[];
      pagination: { totalCount: number };
    }>(listIdeasRoute, '/api/ideas?limit=50');
    expect(list.body.pagination.totalCount).toBe(first.created);
    expect(list.body.ideas.some((i) => i.ndaLocked)).toBe(true);
    expect(list.body.ideas.some((i) => (i.photos?.length ?? 0) > 0)).toBe(true);
  }, 180_000);
});
