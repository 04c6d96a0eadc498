import { hideIdea, restoreIdea } from '@/lib/moderation';
import { moderationRoutes } from '../../../moderation-route';

export const dynamic = 'force-dynamic';

/** POST /api/admin/ideas/{id}/hide and …/restore, with an optional reason (admins; 404 for everyone else). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = moderationRoutes(
  { hide: hideIdea, restore: restoreIdea },
  'idea',
);
