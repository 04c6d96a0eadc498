import { toRoutes } from '@/lib/operations/route';
import { verifyReceiptOperation } from '@/lib/operations/receipts';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({ POST: verifyReceiptOperation });
