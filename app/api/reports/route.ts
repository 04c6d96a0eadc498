import { toRoutes } from '@/lib/operations/route';
import { createReportOperation } from '@/lib/operations/trust-safety';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({ POST: createReportOperation });
