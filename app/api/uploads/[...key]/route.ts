import { toRoutes } from '@/lib/operations/route';
import { deleteFileOperation, getFileOperation } from '@/lib/operations/uploads';

type Context = { params: Promise<{ key: string[] }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes<Context>({
  GET: getFileOperation,
  DELETE: deleteFileOperation,
});
