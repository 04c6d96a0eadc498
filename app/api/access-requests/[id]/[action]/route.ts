import {
  approveAccessRequestOperation,
  rejectAccessRequestOperation,
  revokeAccessRequestOperation,
} from '@/lib/operations/access';
import { toRoutesByParam } from '@/lib/operations/route';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; action: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutesByParam<Context>('action', {
  approve: { POST: approveAccessRequestOperation },
  reject: { POST: rejectAccessRequestOperation },
  revoke: { POST: revokeAccessRequestOperation },
});
