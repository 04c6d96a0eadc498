import { bearerRefusalHeaders } from '@/lib/auth';
import { apiRoutes, ok } from '@/lib/http';
import { trustSignals } from '@/lib/trust/signals';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** A member's trust signals: public, the same for every viewer. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  GET: async (request, { params }) => {
    const { id } = await params;
    const headers = await bearerRefusalHeaders(request);
    return ok({ trust: await trustSignals(id) }, { headers: { ...headers, 'cache-control': 'no-store' } });
  },
});
