import { viewerFromRequest } from '@/lib/auth';
import { apiRoutes, ok } from '@/lib/http';
import { approveIdea } from '@/lib/moderation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  POST: async (request, { params }) => {
    const { id } = await params;
    return ok({ idea: await approveIdea(await viewerFromRequest(request), id) });
  },
});
