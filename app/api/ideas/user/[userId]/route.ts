import { bearerRefusalHeaders } from '@/lib/auth';
import { apiRoutes, json } from '@/lib/http';
import { publicUserInfo } from '@/lib/users';

type Context = { params: Promise<{ userId: string }> };

// The spec's section 7: the public profile fields themselves, without an envelope.
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  GET: async (request, { params }) => {
    const headers = await bearerRefusalHeaders(request);
    return json(await publicUserInfo((await params).userId), { headers });
  },
});
