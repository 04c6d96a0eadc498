import { toRoutes } from '@/lib/operations/route';
import { watchlistOperation } from '@/lib/operations/watchlist';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({ GET: watchlistOperation });
