import { toRoutes } from '@/lib/operations/route';
import { askForSuspensionReviewOperation } from '@/lib/operations/trust-safety';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({
  POST: askForSuspensionReviewOperation,
});
