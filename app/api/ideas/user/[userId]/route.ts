import { toRoutes } from '@/lib/operations/route';
import { publicUserOperation } from '@/lib/operations/service';

type Context = { params: Promise<{ userId: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes<Context>({
  GET: publicUserOperation,
});
