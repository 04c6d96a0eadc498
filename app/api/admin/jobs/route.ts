import { adminJobs } from '@/lib/admin/jobs';
import { viewerFromRequest } from '@/lib/auth';
import { InvalidError } from '@/lib/core/errors';
import { apiRoutes, ok } from '@/lib/http';
import { jobStatusQuerySchema } from '@/lib/validation/admin';

export const dynamic = 'force-dynamic';

/** Jobs in one state (default: the failed ones) and the counts of each (admins only). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async (request) => {
    const viewer = await viewerFromRequest(request);
    const parsed = jobStatusQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) throw InvalidError.fromZod(parsed.error);
    const { jobs, counts } = await adminJobs(viewer, parsed.data.status);
    return ok({ jobs, counts }, { headers: { 'cache-control': 'private, no-store' } });
  },
});
