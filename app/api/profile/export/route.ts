import { exportAccountDataOperation } from '@/lib/operations/profile';
import { toRoutes } from '@/lib/operations/route';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({ GET: exportAccountDataOperation });
