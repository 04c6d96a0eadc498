import { clientAddress, requireViewer } from '@/lib/auth';
import { requestAccess } from '@/lib/access';
import { ACCESS_MESSAGES } from '@/lib/validation/access';
import { apiRoutes, ok, readJson } from '@/lib/http';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  POST: async (request, { params }) => {
    const { id } = await params;
    const viewer = await requireViewer(request, ACCESS_MESSAGES.signIn);
    const created = await requestAccess(viewer, id, await readJson(request), {
      ip: clientAddress(request.headers),
      userAgent: request.headers.get('user-agent') ?? '',
    });
    return ok({ request: created }, { status: 201 });
  },
});
