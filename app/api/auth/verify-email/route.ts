import { EMAIL_VERIFIED_MESSAGE, verifyEmail } from '@/lib/accounts';
import { apiRoutes, ok, readJson } from '@/lib/http';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  POST: async (request) => {
    await verifyEmail(await readJson(request));
    return ok({ message: EMAIL_VERIFIED_MESSAGE });
  },
});
