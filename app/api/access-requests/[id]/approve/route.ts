import { decideAccess } from '@/lib/access';
import { requireViewer } from '@/lib/auth';
import { apiRoutes, ok, readOptionalJson } from '@/lib/http';
import { ACCESS_MESSAGES } from '@/lib/validation/access';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  POST: async (request, { params }) => {
    const { id } = await params;
    const viewer = await requireViewer(request, ACCESS_MESSAGES.signInToDecide);
    return ok({ request: await decideAccess(viewer, id, 'approve', await readOptionalJson(request)) });
  },
});
