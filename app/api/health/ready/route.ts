import { toRoutes } from '@/lib/operations/route';
import { readinessOperation } from '@/lib/operations/service';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({ GET: readinessOperation });
