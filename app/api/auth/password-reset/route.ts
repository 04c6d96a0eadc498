import { requestPasswordReset } from '@/lib/accounts';
import { clientAddress } from '@/lib/auth/rate-limit';
import { apiRoutes, ok, readJson } from '@/lib/http';
import { RESET_REQUESTED_MESSAGE } from '@/lib/validation/password-reset';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  POST: async (request) => {
    const body = await readJson(request);
    const email = (body as { email?: unknown } | null)?.email;
    await requestPasswordReset(email, { ip: clientAddress(request.headers) });
    return ok({ message: RESET_REQUESTED_MESSAGE }, { status: 202 });
  },
});
