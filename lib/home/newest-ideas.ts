import { desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { ideas, users } from '@/models';

/** An idea as the home page's "newest ideas" section shows it. */
export interface NewestIdea {
  id: string;
  title: string;
  category: string;
  type: 'Product' | 'Service';
  desiredPrice: number;
  requireNDA: boolean;
  /** Null for NDA-gated ideas: that text never leaves the database for the public home page. */
  problemDescription: string | null;
  creator: { id: string; displayName: string };
  createdAt: Date;
}

/** The latest ideas with their creator's display name, NDA-gated text left out. */
export async function newestIdeas(limit = 6): Promise<NewestIdea[]> {
  const rows = await getDb()
    .select({
      id: ideas.id,
      title: ideas.title,
      category: ideas.category,
      type: ideas.type,
      desiredPrice: ideas.desiredPrice,
      requireNDA: ideas.requireNDA,
      problemDescription: sql<string | null>`case when ${ideas.requireNDA} then null else ${ideas.problemDescription} end`,
      creatorId: ideas.creatorId,
      creatorName: users.displayName,
      createdAt: ideas.createdAt,
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .orderBy(desc(ideas.createdAt), desc(ideas.id))
    .limit(limit);
  return rows.map(({ creatorId, creatorName, ...row }) => ({
    ...row,
    desiredPrice: Number(row.desiredPrice),
    problemDescription: row.requireNDA ? null : row.problemDescription,
    creator: { id: creatorId, displayName: creatorName },
  }));
}
