import 'server-only';
import type { Database } from '@/lib/db';
import { logger } from '@/lib/core/log';
import { announceNotifications, notify } from '@/lib/notifications';
import { sendToUser } from '@/lib/platform/presence';

type Writer = Pick<Database, 'insert' | 'select' | 'update'>;

/** Where both sides follow a request: the idea's page (its action panel shows the request's state). */
const ideaLink = (ideaId: string) => `/ideas/${ideaId}`;

/** Tells the creator that someone signed the NDA of their idea (and that it was granted, on auto-approve). */
export function noticeRequested(
  tx: Writer,
  request: {
    creatorId: string;
    requesterName: string;
    ideaId: string;
    ideaTitle: string;
    autoApproved: boolean;
  },
): Promise<void> {
  const text = request.autoApproved
    ? `${request.requesterName} signed the NDA of “${request.ideaTitle}” and got access automatically.`
    : `${request.requesterName} signed the NDA of “${request.ideaTitle}” and requests access.`;
  return notify(tx, {
    userId: request.creatorId,
    type: 'access-requested',
    text,
    link: ideaLink(request.ideaId),
    emailAction: request.autoApproved ? 'See the idea' : 'Review the request',
  });
}

const DECISIONS = {
  approved: { type: 'access-approved', said: 'approved', action: 'Read the idea' },
  rejected: { type: 'access-rejected', said: 'rejected', action: 'See the request' },
  revoked: { type: 'access-revoked', said: 'revoked', action: 'See the request' },
} as const;

/** Tells the requester what the creator decided (with the reason, when one was given). */
export function noticeDecided(
  tx: Writer,
  decision: {
    requesterId: string;
    ideaId: string;
    ideaTitle: string;
    status: keyof typeof DECISIONS;
    reason?: string | null;
  },
): Promise<void> {
  const { type, said, action } = DECISIONS[decision.status];
  const subject =
    decision.status === 'revoked'
      ? `Your access to “${decision.ideaTitle}” was revoked.`
      : `Your access request for “${decision.ideaTitle}” was ${said}.`;
  return notify(tx, {
    userId: decision.requesterId,
    type,
    text: decision.reason ? `${subject} Reason: ${decision.reason}` : subject,
    link: ideaLink(decision.ideaId),
    emailAction: action,
  });
}

/**
 * After a request changed (committed): both sides' open pages hear of it at once, so the
 * requester's idea page unlocks or locks without a reload and the creator's inbox and bell update.
 */
export async function announceAccessChange(change: {
  requestId: string;
  ideaId: string;
  status: string;
  creatorId: string;
  requesterId: string;
}): Promise<void> {
  const data = { requestId: change.requestId, ideaId: change.ideaId, status: change.status };
  await Promise.all(
    [change.creatorId, change.requesterId].map((userId) =>
      sendToUser(userId, 'access', data).catch((error: unknown) =>
        logger.warn({ err: error }, 'could not announce an access change'),
      ),
    ),
  );
  await announceNotifications([change.creatorId, change.requesterId]);
}
