import { markNotificationsReadOperation } from '@/lib/operations/notifications';
import { toRoutes } from '@/lib/operations/route';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({
  POST: markNotificationsReadOperation,
});
