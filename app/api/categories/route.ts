import { apiRoute, ok } from '@/lib/http';
import { listCategories } from '@/lib/reference';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async () => ok({ categories: await listCategories() }));
