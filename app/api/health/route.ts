import { checkHealth } from '@/lib/health';
import { apiRoute, fail, ok } from '@/lib/http';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async () => {
  const report = await checkHealth();
  if (report.database !== 'ok') return fail(503, 'The database is unavailable', undefined, { 'Cache-Control': 'no-store' });
  return ok({ ...report }, { headers: { 'Cache-Control': 'no-store' } });
});
