import { viewerFromRequest } from '@/lib/auth';
import { apiRoutes, ok, readOptionalJson } from '@/lib/http';
import { rejectIdea } from '@/lib/moderation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  POST: async (request, { params }) => {
    const { id } = await params;
    const viewer = await viewerFromRequest(request);
    return ok({ idea: await rejectIdea(viewer, id, await readOptionalJson(request)) });
  },
});
