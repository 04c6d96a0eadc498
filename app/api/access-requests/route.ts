import { listAccessRequestsOperation } from '@/lib/operations/access';
import { toRoutes } from '@/lib/operations/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({
  GET: listAccessRequestsOperation,
});
