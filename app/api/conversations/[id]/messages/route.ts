import { requireViewer } from '@/lib/auth';
import { clientAddress } from '@/lib/auth/rate-limit';
import { apiRoutes, ok, readJson } from '@/lib/http';
import { listMessages, MESSAGING_MESSAGES, sendMessage } from '@/lib/messages';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  GET: async (request, { params }) => {
    const { id } = await params;
    const viewer = await requireViewer(request, MESSAGING_MESSAGES.signIn);
    const query = Object.fromEntries(new URL(request.url).searchParams);
    return ok({ ...(await listMessages(viewer, id, query)) });
  },
  POST: async (request, { params }) => {
    const { id } = await params;
    const viewer = await requireViewer(request, MESSAGING_MESSAGES.signIn);
    const message = await sendMessage(viewer, id, await readJson(request), {
      ip: clientAddress(request.headers),
    });
    return ok({ message }, { status: 201 });
  },
});
