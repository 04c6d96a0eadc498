import { requireViewer, revokeApiToken } from '@/lib/auth';
import { apiRoute, notFound, ok } from '@/lib/http';

type Context = { params: Promise<{ id: string }> };

export const DELETE = apiRoute<Context>(async (request, { params }) => {
  const viewer = await requireViewer(request, 'Please sign in to revoke a token');
  const { id } = await params;
  if (!(await revokeApiToken(viewer.id, id))) throw notFound('Token not found');
  return ok();
});
