import { createIdeaOperation, listIdeasOperation } from '@/lib/operations/ideas';
import { toRoutes } from '@/lib/operations/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({
  GET: listIdeasOperation,
  POST: createIdeaOperation,
});
