import { requireViewer } from '@/lib/auth';
import { apiRoutes, ok, readJson } from '@/lib/http';
import { publicIdeasChanged } from '@/lib/public-cache';
import { ownAccount, updateProfile } from '@/lib/users';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async (request) => {
    const viewer = await requireViewer(request, 'Please sign in to see your profile');
    return ok({ user: ownAccount(viewer.user) }, { headers: { 'cache-control': 'no-store' } });
  },
  PUT: async (request) => {
    const viewer = await requireViewer(request, 'Please sign in to update your profile');
    const user = await updateProfile(viewer.id, await readJson(request));
    // Cards and idea pages show the creator's name and photo.
    if (user.displayName !== viewer.user.displayName || user.photoURL !== viewer.user.photoURL) {
      publicIdeasChanged();
    }
    return ok({ user: ownAccount(user) });
  },
});
