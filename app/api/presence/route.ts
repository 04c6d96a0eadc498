import { requireViewer } from '@/lib/auth';
import { apiRoutes } from '@/lib/http';
import { getPresenceHub, presenceStream } from '@/lib/presence';

export const dynamic = 'force-dynamic';

/** Server-Sent Events: the online list now and on every change, while this viewer counts as online. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async (request) => {
    const viewer = await requireViewer(request, 'Please sign in to see who is online');
    return presenceStream(getPresenceHub(), viewer.id, request.signal);
  },
});
