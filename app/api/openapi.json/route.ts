import { openApiOperation } from '@/lib/openapi/document';
import { toRoutes } from '@/lib/operations/route';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({ GET: openApiOperation });
