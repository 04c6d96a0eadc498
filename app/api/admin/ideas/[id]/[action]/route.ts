import { approveIdeaOperation, rejectIdeaOperation } from '@/lib/operations/admin';
import { toRoutesByParam } from '@/lib/operations/route';
import { hideIdeaOperation, restoreIdeaOperation } from '@/lib/operations/trust-safety';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; action: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutesByParam<Context>('action', {
  approve: { POST: approveIdeaOperation },
  reject: { POST: rejectIdeaOperation },
  hide: { POST: hideIdeaOperation },
  restore: { POST: restoreIdeaOperation },
});
