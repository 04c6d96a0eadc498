import { requireViewer, viewerFromRequest } from '@/lib/auth';
import { apiRoute, ok, readJson } from '@/lib/http';
import { deleteIdea, getIdea, IDEA_MESSAGES, updateIdea } from '@/lib/ideas';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const GET = apiRoute<Context>(async (request, { params }) => {
  const { id } = await params;
  return ok({ idea: await getIdea(id, await viewerFromRequest(request)) });
});

export const PUT = apiRoute<Context>(async (request, { params }) => {
  const { id } = await params;
  const viewer = await requireViewer(request, IDEA_MESSAGES.signInToUpdate);
  return ok({ idea: await updateIdea(id, await readJson(request), viewer) });
});

export const DELETE = apiRoute<Context>(async (request, { params }) => {
  const { id } = await params;
  await deleteIdea(id, await requireViewer(request, IDEA_MESSAGES.signInToDelete));
  return ok();
});
