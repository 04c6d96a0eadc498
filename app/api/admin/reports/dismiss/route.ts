import { toRoutes } from '@/lib/operations/route';
import { dismissReportsOperation } from '@/lib/operations/trust-safety';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({ POST: dismissReportsOperation });
