import { toRoutes } from '@/lib/operations/route';
import { nextAuthReadOperation, nextAuthWriteOperation } from '@/lib/operations/service';

type Context = { params: Promise<{ nextauth: string[] }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes<Context>({
  GET: nextAuthReadOperation,
  POST: nextAuthWriteOperation,
});
