import { createTokenForRequest, listApiTokens, requireViewer, tokenReply } from '@/lib/auth';
import { apiRoutes, ok, readOptionalJson } from '@/lib/http';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  POST: async (request) => {
    const created = await createTokenForRequest(request, await readOptionalJson(request));
    return ok(
      { token: created.token, ...tokenReply(created) },
      { status: 201, headers: { 'cache-control': 'no-store' } },
    );
  },
  GET: async (request) => {
    const viewer = await requireViewer(request, 'Please sign in to see your tokens');
    return ok(
      { tokens: (await listApiTokens(viewer.id)).map(tokenReply) },
      { headers: { 'cache-control': 'no-store' } },
    );
  },
});
