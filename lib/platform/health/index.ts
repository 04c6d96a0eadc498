import 'server-only';
import { pingDatabase } from '@/lib/db';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'ok' | 'unavailable';
}

export async function checkHealth(): Promise<HealthReport> {
  try {
    await pingDatabase();
    return { status: 'ok', database: 'ok' };
  } catch {
    return { status: 'degraded', database: 'unavailable' };
  }
}
