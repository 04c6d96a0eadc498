import { requireViewer } from '@/lib/auth';
import { apiRoutes, ok, readJson } from '@/lib/http';
import { notificationSettings, updateNotificationSettings } from '@/lib/notifications';

const SIGN_IN = 'Please sign in to change your notification settings';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async (request) => {
    const viewer = await requireViewer(request, SIGN_IN);
    return ok(
      { settings: await notificationSettings(viewer.id) },
      { headers: { 'cache-control': 'no-store' } },
    );
  },
  PUT: async (request) => {
    const viewer = await requireViewer(request, SIGN_IN);
    return ok({ settings: await updateNotificationSettings(viewer.id, await readJson(request)) });
  },
});
