import { confirmEmailChangeOperation } from '@/lib/operations/accounts';
import { toRoutes } from '@/lib/operations/route';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({
  POST: confirmEmailChangeOperation,
});
