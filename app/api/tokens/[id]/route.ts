import { revokeTokenOperation } from '@/lib/operations/tokens';
import { toRoutes } from '@/lib/operations/route';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes<Context>({
  DELETE: revokeTokenOperation,
});
