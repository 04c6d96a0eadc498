import { toRoutes } from '@/lib/operations/route';
import { watcherCountOperation } from '@/lib/operations/watchlist';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes<Context>({
  GET: watcherCountOperation,
});
