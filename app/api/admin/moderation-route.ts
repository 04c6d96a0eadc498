import { viewerFromRequest } from '@/lib/auth';
import type { Viewer } from '@/models';
import { NotFoundError } from '@/lib/core/errors';
import { apiRoutes, ok, readOptionalJson } from '@/lib/http';

type Context = { params: Promise<{ id: string; action: string }> };
type Action = (viewer: Viewer | null, id: string, input: unknown) => Promise<object>;

/**
 * POST /api/admin/{ideas|users}/{id}/{action} with an optional reason: the lib checks the caller
 * is an admin (404 for everyone else); what the public sees changes, so its pages are expired.
 */
export function moderationRoutes(actions: Record<string, Action>, replyKey: 'idea' | 'user') {
  return apiRoutes<Context>({
    POST: async (request, { params }) => {
      const { id, action } = await params;
      const act = Object.hasOwn(actions, action) ? actions[action] : undefined;
      if (!act) throw new NotFoundError('Not found');
      const result = await act(await viewerFromRequest(request), id, await readOptionalJson(request));
      return ok({ [replyKey]: result });
    },
  });
}
