import { toRoutes } from '@/lib/operations/route';
import { livenessOperation } from '@/lib/operations/service';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({ GET: livenessOperation });
