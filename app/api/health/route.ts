import { checkHealth } from '@/lib/health';
import { apiRoutes, fail, ok } from '@/lib/http';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async () => {
    const report = await checkHealth();
    if (report.database !== 'ok')
      return fail(503, 'The database is unavailable', undefined, { 'Cache-Control': 'no-store' });
    return ok({ ...report }, { headers: { 'Cache-Control': 'no-store' } });
  },
});
