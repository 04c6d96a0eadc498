import { resetPassword } from '@/lib/accounts';
import { issueSessionToken, sessionCookieName, sessionCookieOptions } from '@/lib/auth/session';
import { apiRoutes, ok, readJson } from '@/lib/http';
import { PASSWORD_RESET_DONE_MESSAGE } from '@/lib/validation/password-reset';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  POST: async (request) => {
    const { user, sessionEpoch } = await resetPassword(await readJson(request));
    const reply = ok({ message: PASSWORD_RESET_DONE_MESSAGE });
    // Every older session has ended; the caller that reset is signed in with a new one.
    reply.cookies.set(
      sessionCookieName(),
      await issueSessionToken(user.id, {}, sessionEpoch),
      sessionCookieOptions(),
    );
    return reply;
  },
});
