import { requireViewer } from '@/lib/auth';
import { apiRoutes, ok } from '@/lib/http';
import { blockUser, MESSAGING_MESSAGES, unblockUser } from '@/lib/messages';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  POST: async (request, { params }) => {
    const { id } = await params;
    await blockUser(await requireViewer(request, MESSAGING_MESSAGES.signIn), id);
    return ok();
  },
  DELETE: async (request, { params }) => {
    const { id } = await params;
    await unblockUser(await requireViewer(request, MESSAGING_MESSAGES.signIn), id);
    return ok();
  },
});
