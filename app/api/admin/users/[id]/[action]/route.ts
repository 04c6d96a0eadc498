import { toRoutesByParam } from '@/lib/operations/route';
import { reinstateUserOperation, suspendUserOperation } from '@/lib/operations/trust-safety';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; action: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutesByParam<Context>('action', {
  suspend: { POST: suspendUserOperation },
  reinstate: { POST: reinstateUserOperation },
});
