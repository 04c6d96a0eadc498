import { requireViewer } from '@/lib/auth';
import { apiRoutes, ok } from '@/lib/http';
import { getConversation, MESSAGING_MESSAGES } from '@/lib/messages';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  GET: async (request, { params }) => {
    const { id } = await params;
    const viewer = await requireViewer(request, MESSAGING_MESSAGES.signIn);
    return ok({ conversation: await getConversation(viewer, id) });
  },
});
