import { createSavedSearchOperation, listSavedSearchesOperation } from '@/lib/operations/saved-searches';
import { toRoutes } from '@/lib/operations/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({
  GET: listSavedSearchesOperation,
  POST: createSavedSearchOperation,
});
