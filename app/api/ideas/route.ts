import { publicReader, requireViewer } from '@/lib/auth';
import { getConfig } from '@/lib/core/config';
import { anonymousRead } from '@/lib/cache';
import { apiRoutes, json, jsonText, ok, readJson } from '@/lib/http';
import {
  createIdea,
  IDEA_MESSAGES,
  ideaPageForApi,
  listIdeas,
  parseIdeaListQuery,
  savedIdeaForApi,
} from '@/lib/ideas';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async (request) => {
    const query = parseIdeaListQuery(new URL(request.url).searchParams);
    const { viewer, headers } = await publicReader(request);
    if (!viewer) {
      const text = await anonymousRead(`list ${JSON.stringify(query)}`, async () => ({
        success: true,
        ...ideaPageForApi(await listIdeas(query, null)),
      }));
      return jsonText(text, request, { sharedSeconds: getConfig().API_CACHE_SECONDS, headers });
    }
    // A signed-in viewer's page depends on their access grants, which a revocation ends at once.
    return ok(
      { ...ideaPageForApi(await listIdeas(query, viewer)) },
      { headers: { ...headers, 'cache-control': 'private, no-store' } },
    );
  },
  POST: async (request) => {
    const viewer = await requireViewer(request, IDEA_MESSAGES.signInToCreate);
    const saved = await createIdea(await readJson(request), viewer);
    return json(savedIdeaForApi(saved), { status: 201 });
  },
});
