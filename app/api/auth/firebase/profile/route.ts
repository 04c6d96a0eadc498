import { createFirebaseProfile } from '@/lib/auth/firebase';
import { clientAddress, limitAttempt } from '@/lib/auth/rate-limit';
import { apiRoutes, ok, readJson } from '@/lib/http';
import { ownAccount } from '@/lib/users';

/** Firebase mode: the profile row for the Firebase user the registration wizard just created. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  POST: async (request) => {
    const body = await readJson(request);
    await limitAttempt('register', { ip: clientAddress(request.headers) });
    const { user, created } = await createFirebaseProfile(body);
    return ok({ user: ownAccount(user) }, { status: created ? 201 : 200 });
  },
});
