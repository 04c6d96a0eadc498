import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import { decideAccess, requestAccess } from '@/lib/deals';
import { getDb } from '@/lib/db';
import { sendMessage, startConversation } from '@/lib/deals';
import { accessRequests, conversations, ideas, type Viewer } from '@/models';

const ORIGIN = { ip: '127.0.0.1', userAgent: 'Ideas Marketplace demo content' };

/** The states a newcomer should find in /deals: one request in each. */
const STATES = ['pending', 'approved', 'rejected', 'revoked', 'withdrawn'] as const;

/**
 * Access requests in every state and a conversation between the demo creators, so that a
 * newcomer signing in as one of them sees the deal room at work. Kept when already there.
 */
export async function seedDealRoom(creators: Viewer[]): Promise<{ requests: number; conversations: number }> {
  const db = getDb();
  const gated = await db
    .select({ id: ideas.id, creatorId: ideas.creatorId })
    .from(ideas)
    .where(eq(ideas.requireNDA, true))
    .orderBy(asc(ideas.title));
  let requests = 0;
  for (const [n, status] of STATES.entries()) {
    const idea = gated[n];
    if (!idea) break;
    const owner = creators.find((c) => c.id === idea.creatorId);
    const requester = creators.filter((c) => c.id !== idea.creatorId)[n % (creators.length - 1)];
    if (!owner || !requester) continue;
    const [existing] = await db
      .select({ id: accessRequests.id })
      .from(accessRequests)
      .where(and(eq(accessRequests.ideaId, idea.id), eq(accessRequests.requesterId, requester.id)))
      .limit(1);
    if (existing) continue;
    const request = await requestAccess(
      requester,
      idea.id,
      {
        fullName: requester.user.fullName || requester.displayName,
        agree: true,
        message: 'Hello! This fits what our team is building; I would like to read the details.',
      },
      ORIGIN,
    );
    if (status === 'approved' || status === 'revoked') await decideAccess(owner, request._id, 'approve');
    if (status === 'revoked')
      await decideAccess(owner, request._id, 'revoke', { reason: 'We went with another buyer.' });
    if (status === 'rejected')
      await decideAccess(owner, request._id, 'reject', { reason: 'Not looking for partners right now.' });
    if (status === 'withdrawn') await decideAccess(requester, request._id, 'withdraw');
    requests++;
  }

  const [open] = await db
    .select({ id: ideas.id, creatorId: ideas.creatorId })
    .from(ideas)
    .where(eq(ideas.requireNDA, false))
    .orderBy(asc(ideas.title))
    .limit(1);
  let threads = 0;
  const owner = open && creators.find((c) => c.id === open.creatorId);
  const buyer = open && creators.find((c) => c.id !== open.creatorId);
  if (open && owner && buyer) {
    const [thread] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.ideaId, open.id), ne(conversations.creatorId, buyer.id)))
      .limit(1);
    if (!thread) {
      const { conversation } = await startConversation(buyer, {
        ideaId: open.id,
        message: 'Hi! Is this idea still available? We could pilot it next quarter.',
      });
      await sendMessage(owner, conversation._id, {
        body: 'Yes, it is. Happy to talk about a pilot; what would you need from me?',
      });
      threads++;
    }
  }
  return { requests, conversations: threads };
}
