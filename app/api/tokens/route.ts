import { createTokenOperation, listTokensOperation } from '@/lib/operations/tokens';
import { toRoutes } from '@/lib/operations/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({
  POST: createTokenOperation,
  GET: listTokensOperation,
});
