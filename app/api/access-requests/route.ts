import { listRequests } from '@/lib/access';
import { requireViewer } from '@/lib/auth';
import { apiRoutes, ok } from '@/lib/http';
import { ACCESS_MESSAGES } from '@/lib/validation/access';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async (request) => {
    const viewer = await requireViewer(request, ACCESS_MESSAGES.signInToSee);
    const query = Object.fromEntries(new URL(request.url).searchParams);
    return ok(
      { requests: await listRequests(viewer, query) },
      { headers: { 'cache-control': 'private, no-store' } },
    );
  },
});
