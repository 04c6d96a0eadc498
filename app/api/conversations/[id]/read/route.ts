import { requireViewer } from '@/lib/auth';
import { apiRoutes, ok } from '@/lib/http';
import { markRead, MESSAGING_MESSAGES } from '@/lib/messages';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  POST: async (request, { params }) => {
    const { id } = await params;
    await markRead(await requireViewer(request, MESSAGING_MESSAGES.signIn), id);
    return ok();
  },
});
