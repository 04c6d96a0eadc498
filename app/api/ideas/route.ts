import { requireViewer, viewerFromRequest } from '@/lib/auth';
import { apiRoute, ok, readJson } from '@/lib/http';
import { createIdea, IDEA_MESSAGES, listIdeas, parseIdeaListQuery } from '@/lib/ideas';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async (request) => {
  const query = parseIdeaListQuery(new URL(request.url).searchParams);
  return ok({ ...(await listIdeas(query, await viewerFromRequest(request))) });
});

export const POST = apiRoute(async (request) => {
  const viewer = await requireViewer(request, IDEA_MESSAGES.signInToCreate);
  return ok({ idea: await createIdea(await readJson(request), viewer) }, { status: 201 });
});
