import { toRoutes } from '@/lib/operations/route';
import { askForReviewOperation, currentAppealOperation } from '@/lib/operations/trust-safety';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes<Context>({
  GET: currentAppealOperation,
  POST: askForReviewOperation,
});
