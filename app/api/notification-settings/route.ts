import {
  getNotificationSettingsOperation,
  updateNotificationSettingsOperation,
} from '@/lib/operations/notifications';
import { toRoutes } from '@/lib/operations/route';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({
  GET: getNotificationSettingsOperation,
  PUT: updateNotificationSettingsOperation,
});
