import { publicReader, requireViewer } from '@/lib/auth';
import { apiRoutes, json, ok, readJson } from '@/lib/http';
import {
  createIdea,
  IDEA_MESSAGES,
  ideaPageForApi,
  listIdeas,
  parseIdeaListQuery,
  savedIdeaForApi,
} from '@/lib/ideas';
import { publicIdeasChanged } from '@/lib/public-cache';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async (request) => {
    const query = parseIdeaListQuery(new URL(request.url).searchParams);
    const { viewer, headers } = await publicReader(request);
    // A signed-in viewer's page depends on their access grants, which a revocation ends at once.
    const privacy: Record<string, string> = viewer ? { 'cache-control': 'private, no-store' } : {};
    return ok({ ...ideaPageForApi(await listIdeas(query, viewer)) }, { headers: { ...headers, ...privacy } });
  },
  POST: async (request) => {
    const viewer = await requireViewer(request, IDEA_MESSAGES.signInToCreate);
    const saved = await createIdea(await readJson(request), viewer);
    publicIdeasChanged();
    return json(savedIdeaForApi(saved), { status: 201 });
  },
});
