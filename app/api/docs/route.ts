import { toRoutes } from '@/lib/operations/route';
import { docsPageOperation } from '@/lib/operations/service';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({ GET: docsPageOperation });
