import { viewerFromRequest } from '@/lib/auth';
import { apiRoutes, ok } from '@/lib/http';
import { listReviewQueue } from '@/lib/moderation';

export const dynamic = 'force-dynamic';

// Admins only: anyone else (signed out included) gets 404 from lib/moderation.
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async (request) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const page = await listReviewQueue(await viewerFromRequest(request), query);
    return ok(page, { headers: { 'cache-control': 'no-store' } });
  },
});
