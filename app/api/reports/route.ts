import { clientAddress, requireViewer } from '@/lib/auth';
import { apiRoutes, ok, readJson } from '@/lib/http';
import { createReport } from '@/lib/moderation';
import { MODERATION_MESSAGES } from '@/lib/validation/moderation';

export const dynamic = 'force-dynamic';

/** A member reports an idea, a member or a message to the admins. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  POST: async (request) => {
    const viewer = await requireViewer(request, MODERATION_MESSAGES.signIn);
    const report = await createReport(viewer, await readJson(request), {
      ip: clientAddress(request.headers),
    });
    return ok({ report }, { status: 201 });
  },
});
