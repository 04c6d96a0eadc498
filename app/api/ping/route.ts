import { apiRoutes, ok } from '@/lib/http';

// A constant reply that touches nothing: the framework's floor for benchmarks and uptime probes.
export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({ GET: () => ok() });
