import { requireViewer } from '@/lib/auth';
import { apiRoutes, ok } from '@/lib/http';
import { listNotifications } from '@/lib/notifications';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async (request) => {
    const viewer = await requireViewer(request, 'Please sign in to see your notifications');
    const query = Object.fromEntries(new URL(request.url).searchParams);
    return ok(await listNotifications(viewer.id, query), { headers: { 'cache-control': 'no-store' } });
  },
});
