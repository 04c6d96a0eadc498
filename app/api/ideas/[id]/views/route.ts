import { ideaViewsOperation } from '@/lib/operations/idea-views';
import { toRoutes } from '@/lib/operations/route';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes<Context>({
  GET: ideaViewsOperation,
});
