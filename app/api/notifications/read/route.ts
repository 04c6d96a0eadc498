import { requireViewer } from '@/lib/auth';
import { apiRoutes, ok, readJson } from '@/lib/http';
import { markNotificationsRead } from '@/lib/notifications';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  POST: async (request) => {
    const viewer = await requireViewer(request, 'Please sign in to see your notifications');
    return ok(await markNotificationsRead(viewer.id, await readJson(request)));
  },
});
