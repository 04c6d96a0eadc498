import { nextAuthHandler } from '@/lib/http/next-auth-route';
import { apiRoutes } from '@/lib/http';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: nextAuthHandler,
  POST: nextAuthHandler,
});
