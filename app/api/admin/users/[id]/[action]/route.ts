import { reinstateUser, suspendUser } from '@/lib/moderation';
import { moderationRoutes } from '../../../moderation-route';

export const dynamic = 'force-dynamic';

/** POST /api/admin/users/{id}/suspend and …/reinstate, with an optional reason (admins; 404 for everyone else). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = moderationRoutes(
  { suspend: suspendUser, reinstate: reinstateUser },
  'user',
);
