import { deleteIdeaOperation, getIdeaOperation, updateIdeaOperation } from '@/lib/operations/ideas';
import { toRoutes } from '@/lib/operations/route';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// The spec's section 7: one idea is the idea object itself, without an envelope.
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes<Context>({
  GET: getIdeaOperation,
  PUT: updateIdeaOperation,
  DELETE: deleteIdeaOperation,
});
