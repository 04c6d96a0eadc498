import { requireViewer } from '@/lib/auth';
import { clientAddress } from '@/lib/auth/rate-limit';
import { apiRoutes, ok, readJson } from '@/lib/http';
import { listConversations, MESSAGING_MESSAGES, startConversation } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async (request) => {
    const viewer = await requireViewer(request, MESSAGING_MESSAGES.signIn);
    return ok({ ...(await listConversations(viewer)) });
  },
  POST: async (request) => {
    const viewer = await requireViewer(request, MESSAGING_MESSAGES.signIn);
    const { conversation, created } = await startConversation(viewer, await readJson(request), {
      ip: clientAddress(request.headers),
    });
    return ok({ conversation }, { status: created ? 201 : 200 });
  },
});
