import { toRoutes } from '@/lib/operations/route';
import { ideaReceiptsOperation } from '@/lib/operations/receipts';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes<Context>({
  GET: ideaReceiptsOperation,
});
