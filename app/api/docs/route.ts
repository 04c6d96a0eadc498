import { apiRoutes } from '@/lib/http';
import { DOCS_HTML } from '@/lib/openapi/docs';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: () => new Response(DOCS_HTML, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
});
