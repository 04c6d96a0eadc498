import { apiRoutes, ok } from '@/lib/http';
import { unsubscribe } from '@/lib/mail';

/**
 * One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to the address
 * in the List-Unsubscribe header. The signed token in the address is the only credential.
 */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  POST: async (request) => {
    const message = await unsubscribe(new URL(request.url).searchParams.get('token'));
    return ok({ message });
  },
});
