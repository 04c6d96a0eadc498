import { apiRoute, ok } from '@/lib/http';
import { listLanguages } from '@/lib/reference';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async () => ok({ languages: await listLanguages() }));
