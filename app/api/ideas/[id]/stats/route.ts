import { ideaStatsOperation } from '@/lib/operations/idea-stats';
import { toRoutes } from '@/lib/operations/route';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes<Context>({
  GET: ideaStatsOperation,
});
