import { adminAuditLog } from '@/lib/admin/audit';
import { viewerFromRequest } from '@/lib/auth';
import { apiRoutes, ok } from '@/lib/http';

export const dynamic = 'force-dynamic';

/** The audit log, newest first (admins only: 404 for everyone else). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async (request) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const page = await adminAuditLog(await viewerFromRequest(request), query);
    return ok({ ...page }, { headers: { 'cache-control': 'private, no-store' } });
  },
});
