import { publicReader, requireViewer } from '@/lib/auth';
import { getConfig } from '@/lib/core/config';
import { anonymousRead } from '@/lib/cache';
import { apiRoutes, json, jsonText, ok, readJson } from '@/lib/http';
import { deleteIdea, getIdea, IDEA_MESSAGES, ideaForApi, savedIdeaForApi, updateIdea } from '@/lib/ideas';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// The spec's section 7: the idea object itself, without an envelope.
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  GET: async (request, { params }) => {
    const { id } = await params;
    const { viewer, headers } = await publicReader(request);
    if (!viewer) {
      const text = await anonymousRead(`idea ${id.toLowerCase()}`, async () =>
        ideaForApi(await getIdea(id, null)),
      );
      return jsonText(text, request, { sharedSeconds: getConfig().API_CACHE_SECONDS, headers });
    }
    // A signed-in viewer's view depends on their access grants, which a revocation ends at once.
    return json(ideaForApi(await getIdea(id, viewer)), {
      headers: { ...headers, 'cache-control': 'private, no-store' },
    });
  },
  PUT: async (request, { params }) => {
    const { id } = await params;
    const viewer = await requireViewer(request, IDEA_MESSAGES.signInToUpdate);
    const saved = await updateIdea(id, await readJson(request), viewer);
    return json(savedIdeaForApi(saved));
  },
  DELETE: async (request, { params }) => {
    const { id } = await params;
    await deleteIdea(id, await requireViewer(request, IDEA_MESSAGES.signInToDelete));
    return ok({ message: IDEA_MESSAGES.deleted });
  },
});
