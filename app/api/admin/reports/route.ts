import { viewerFromRequest } from '@/lib/auth';
import { apiRoutes, ok } from '@/lib/http';
import { listReportQueue } from '@/lib/moderation';

export const dynamic = 'force-dynamic';

/** The admin's report queue, grouped per item (404 for everyone else). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async (request) => {
    const viewer = await viewerFromRequest(request);
    const query = Object.fromEntries(new URL(request.url).searchParams);
    return ok(await listReportQueue(viewer, query), { headers: { 'cache-control': 'private, no-store' } });
  },
});
