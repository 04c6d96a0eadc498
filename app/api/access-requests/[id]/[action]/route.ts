import { decideAccess } from '@/lib/access';
import { requireViewer } from '@/lib/auth';
import { NotFoundError } from '@/lib/core/errors';
import { apiRoutes, ok, readOptionalJson } from '@/lib/http';
import { ACCESS_MESSAGES } from '@/lib/validation/access';

export const dynamic = 'force-dynamic';

/** The creator's moves on a request: POST …/approve, …/reject, …/revoke (the last two take an optional reason). */
const DECISIONS = ['approve', 'reject', 'revoke'] as const;
type Decision = (typeof DECISIONS)[number];
const isDecision = (action: string): action is Decision => (DECISIONS as readonly string[]).includes(action);

type Context = { params: Promise<{ id: string; action: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  POST: async (request, { params }) => {
    const { id, action } = await params;
    if (!isDecision(action)) throw new NotFoundError('Not found');
    const viewer = await requireViewer(request, ACCESS_MESSAGES.signInToDecide);
    return ok({ request: await decideAccess(viewer, id, action, await readOptionalJson(request)) });
  },
});
