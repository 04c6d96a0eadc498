import { toRoutes } from '@/lib/operations/route';
import { appealQueueOperation } from '@/lib/operations/trust-safety';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({ GET: appealQueueOperation });
