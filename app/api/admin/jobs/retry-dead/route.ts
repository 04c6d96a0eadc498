import { adminRetryDeadJobs } from '@/lib/admin/jobs';
import { viewerFromRequest } from '@/lib/auth';
import { apiRoutes, ok } from '@/lib/http';

export const dynamic = 'force-dynamic';

/** Every failed job gets a fresh set of tries (admins only). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  POST: async (request) => ok({ retried: await adminRetryDeadJobs(await viewerFromRequest(request)) }),
});
