import { getDb } from '@/lib/db';
import { newId } from '@/lib/core/ids';
import { announce } from '@/lib/events';
import { ideas, uploads, type NewIdeaRow, type User } from '@/models';

/** A body that passes every rule of the idea form. */
export const validIdea = (overrides: Record<string, unknown> = {}) => ({
  title: 'Solar powered phone charger',
  category: 'Tech',
  type: 'Product',
  problemDescription: 'Phones run out of battery on long hikes.',
  solutionDescription: 'A foldable solar panel with a built-in battery pack.',
  protectionStatus: 'None',
  requireNDA: false,
  desiredPrice: 1500,
  contactPreference: 'Email',
  additionalNotes: 'Prototype ready.',
  photos: [],
  ...overrides,
});

/** Inserts ideas straight into the table (for list tests that need many rows or fixed dates); writes outside lib/ideas must forget cached totals and anonymous reads. */
export async function insertIdeas(creator: User, rows: Partial<NewIdeaRow>[]): Promise<string[]> {
  const values = rows.map((row) => ({
    title: 'An idea',
    category: 'Tech',
    problemDescription: 'A problem worth solving.',
    solutionDescription: 'A solution that solves it.',
    desiredPrice: 100,
    ...row,
    creatorId: row.creatorId ?? creator.id,
  }));
  const inserted = await getDb().insert(ideas).values(values).returning({ id: ideas.id });
  announce('ideas');
  return inserted.map((r) => r.id);
}

/** An idea-photo upload row of `owner`; returns its URL. */
export async function insertUpload(
  owner: User,
  kind: 'idea_photo' | 'profile_image' | 'cv' = 'idea_photo',
): Promise<{ url: string; key: string }> {
  const key = `ideas/${owner.id}/${newId()}.webp`;
  await getDb().insert(uploads).values({ ownerId: owner.id, kind, key, contentType: 'image/webp', size: 10 });
  return { url: `/api/uploads/${key}`, key };
}
