import { viewerFromRequest } from '@/lib/auth';
import { NotFoundError } from '@/lib/errors';
import { apiRoutes, ok, readOptionalJson } from '@/lib/http';
import { reinstateUser, suspendUser } from '@/lib/moderation';
import { publicIdeasChanged } from '@/lib/public-cache';

export const dynamic = 'force-dynamic';

const ACTIONS = { suspend: suspendUser, reinstate: reinstateUser };
const isAction = (action: string): action is keyof typeof ACTIONS => Object.hasOwn(ACTIONS, action);

type Context = { params: Promise<{ id: string; action: string }> };

/** POST /api/admin/users/{id}/suspend and …/reinstate, with an optional reason (admins; 404 for everyone else). */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  POST: async (request, { params }) => {
    const { id, action } = await params;
    if (!isAction(action)) throw new NotFoundError('Not found');
    const viewer = await viewerFromRequest(request);
    const user = await ACTIONS[action](viewer, id, await readOptionalJson(request));
    publicIdeasChanged();
    return ok({ user });
  },
});
