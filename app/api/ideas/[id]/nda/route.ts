import { getIdeaNdaOperation, setIdeaNdaOperation } from '@/lib/operations/access';
import { toRoutes } from '@/lib/operations/route';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes<Context>({
  GET: getIdeaNdaOperation,
  PUT: setIdeaNdaOperation,
});
