import { approveIdea, hideIdea, rejectIdea, restoreIdea } from '@/lib/moderation';
import { moderationRoutes } from '../../../moderation-route';

export const dynamic = 'force-dynamic';

/**
 * POST /api/admin/ideas/{id}/approve, …/reject (with the reason the creator reads), …/hide and
 * …/restore (with an optional reason): admins only, 404 for everyone else.
 */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = moderationRoutes(
  { approve: approveIdea, reject: rejectIdea, hide: hideIdea, restore: restoreIdea },
  'idea',
);
