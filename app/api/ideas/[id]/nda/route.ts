import { getIdeaNda, setIdeaNda } from '@/lib/access';
import { publicReader, requireViewer } from '@/lib/auth';
import { apiRoutes, ok, readJson } from '@/lib/http';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  GET: async (request, { params }) => {
    const { id } = await params;
    const { viewer, headers } = await publicReader(request);
    return ok({ ...(await getIdeaNda(id, viewer)) }, { headers });
  },
  PUT: async (request, { params }) => {
    const { id } = await params;
    const viewer = await requireViewer(request, 'Please sign in to change the NDA');
    return ok({ ...(await setIdeaNda(id, viewer, await readJson(request))) });
  },
});
