import { bearerRefusalHeaders } from '@/lib/auth';
import { apiRoutes, ok } from '@/lib/http';
import { listLanguages } from '@/lib/reference';

export const dynamic = 'force-dynamic';

// Public: a bearer token is only checked so that a bad one is reported (WWW-Authenticate).
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async (request) => {
    const headers = await bearerRefusalHeaders(request);
    return ok({ languages: await listLanguages() }, { headers });
  },
});
