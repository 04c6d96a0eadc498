import { toRoutes } from '@/lib/operations/route';
import { docsAssetOperation } from '@/lib/operations/service';

type Context = { params: Promise<{ file: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes<Context>({
  GET: docsAssetOperation,
});
