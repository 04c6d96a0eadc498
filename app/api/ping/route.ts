import { ok } from '@/lib/http';

// A constant reply that touches nothing: the framework's floor for benchmarks and uptime probes.
export const dynamic = 'force-dynamic';

export const GET = () => ok();
