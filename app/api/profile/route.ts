import { clientAddress, requireViewer } from '@/lib/auth';
import { expiredSessionCookies } from '@/lib/auth/session-end';
import { deleteAccount } from '@/lib/accounts/deletion';
import { apiRoutes, ok, readJson, readOptionalJson } from '@/lib/http';
import { ownAccount, updateProfile } from '@/lib/users';
import { ACCOUNT_DELETED_MESSAGE, SIGN_IN_TO_DELETE_MESSAGE } from '@/lib/validation/account-data';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async (request) => {
    const viewer = await requireViewer(request, 'Please sign in to see your profile');
    return ok({ user: ownAccount(viewer.user) }, { headers: { 'cache-control': 'no-store' } });
  },
  PUT: async (request) => {
    const viewer = await requireViewer(request, 'Please sign in to update your profile');
    const user = await updateProfile(viewer.id, await readJson(request));
    return ok({ user: ownAccount(user) });
  },
  DELETE: async (request) => {
    const viewer = await requireViewer(request, SIGN_IN_TO_DELETE_MESSAGE);
    const input = await readOptionalJson(request);
    await deleteAccount(viewer, input, { ip: clientAddress(request.headers) });
    const response = ok({ message: ACCOUNT_DELETED_MESSAGE }, { headers: { 'cache-control': 'no-store' } });
    const sent =
      request.headers
        .get('cookie')
        ?.split(';')
        .map((pair) => pair.split('=')[0]!.trim()) ?? [];
    for (const cookie of expiredSessionCookies(sent))
      response.cookies.set(cookie.name, cookie.value, cookie.options);
    return response;
  },
});
