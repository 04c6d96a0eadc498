import { requireViewer } from '@/lib/auth';
import { apiRoute, ok, readJson } from '@/lib/http';
import { ownAccount, updateProfile } from '@/lib/users';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async (request) => {
  const viewer = await requireViewer(request, 'Please sign in to see your profile');
  return ok({ user: ownAccount(viewer.user) }, { headers: { 'cache-control': 'no-store' } });
});

export const PUT = apiRoute(async (request) => {
  const viewer = await requireViewer(request, 'Please sign in to update your profile');
  const user = await updateProfile(viewer.id, await readJson(request));
  return ok({ user: ownAccount(user) });
});
