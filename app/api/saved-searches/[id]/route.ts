import { deleteSavedSearchOperation, updateSavedSearchOperation } from '@/lib/operations/saved-searches';
import { toRoutes } from '@/lib/operations/route';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes<Context>({
  PATCH: updateSavedSearchOperation,
  DELETE: deleteSavedSearchOperation,
});
