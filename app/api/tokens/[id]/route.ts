import { requireViewer, revokeApiToken } from '@/lib/auth';
import { NotFoundError } from '@/lib/core/errors';
import { apiRoutes, ok } from '@/lib/http';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  DELETE: async (request, { params }) => {
    const viewer = await requireViewer(request, 'Please sign in to revoke a token');
    const { id } = await params;
    if (!(await revokeApiToken(viewer.id, id))) throw new NotFoundError('Token not found');
    return ok();
  },
});
