import { decideAccess } from '@/lib/access';
import { requireViewer } from '@/lib/auth';
import { apiRoutes, ok } from '@/lib/http';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** The requester withdraws a pending request. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  DELETE: async (request, { params }) => {
    const { id } = await params;
    const viewer = await requireViewer(request, 'Please sign in to withdraw an access request');
    return ok({ request: await decideAccess(viewer, id, 'withdraw') });
  },
});
