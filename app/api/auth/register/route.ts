import { clientAddress, limitAttempt } from '@/lib/auth/rate-limit';
import { apiRoutes, ok, readJson } from '@/lib/http';
import { ownAccount, registerUser } from '@/lib/users';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  POST: async (request) => {
    const body = await readJson(request);
    const email = (body as { email?: unknown } | null)?.email;
    await limitAttempt('register', {
      ip: clientAddress(request.headers),
      email: typeof email === 'string' ? email : undefined,
    });
    const user = await registerUser(body);
    return ok({ user: ownAccount(user) }, { status: 201 });
  },
});
