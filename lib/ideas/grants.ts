import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { accessRequests } from '@/models';

/** True while `userId` holds an approved (not revoked) access request for `ideaId`. */
export async function hasApprovedAccess(userId: string, ideaId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .where(
      and(
        eq(accessRequests.ideaId, ideaId),
        eq(accessRequests.requesterId, userId),
        eq(accessRequests.status, 'approved'),
      ),
    )
    .limit(1);
  return Boolean(row);
}
