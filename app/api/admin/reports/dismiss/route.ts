import { viewerFromRequest } from '@/lib/auth';
import { apiRoutes, ok, readJson } from '@/lib/http';
import { dismissReports } from '@/lib/moderation';

export const dynamic = 'force-dynamic';

/** Dismisses an item's open reports: nothing against the rules (admins; 404 for everyone else). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  POST: async (request) => {
    const viewer = await viewerFromRequest(request);
    return ok({ dismissed: await dismissReports(viewer, await readJson(request)) });
  },
});
