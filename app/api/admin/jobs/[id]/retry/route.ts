import { adminRetryJob } from '@/lib/admin/jobs';
import { viewerFromRequest } from '@/lib/auth';
import { apiRoutes, ok } from '@/lib/http';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** A failed (or waiting) job gets a fresh set of tries (admins only). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  POST: async (request, { params }) => {
    const { id } = await params;
    return ok({ job: await adminRetryJob(await viewerFromRequest(request), id) });
  },
});
