import { relistIdeaOperation } from '@/lib/operations/idea-lifecycle';
import { toRoutes } from '@/lib/operations/route';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes<Context>({
  POST: relistIdeaOperation,
});
