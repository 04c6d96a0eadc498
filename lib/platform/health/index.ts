import 'server-only';
import { migrationsApplied, pingDatabase } from '@/lib/db';

export { startSystemGauges, systemStatus, type SystemStatus } from './system';

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

/**
 * Whether the instance is shutting down: server.mjs sets it on SIGTERM, outside the bundles,
 * hence on globalThis. A draining instance finishes its requests but takes no new traffic.
 */
export function isDraining(): boolean {
  return (globalThis as { ideasDraining?: boolean }).ideasDraining === true;
}

export type Readiness =
  { ready: true } | { ready: false; reason: 'draining' | 'database unavailable' | 'migrations pending' };

/** Whether a load balancer should send this instance traffic: not draining, database up and migrated. */
export async function checkReadiness(): Promise<Readiness> {
  if (isDraining()) return { ready: false, reason: 'draining' };
  if (!migrationsApplied()) return { ready: false, reason: 'migrations pending' };
  try {
    await pingDatabase();
  } catch {
    return { ready: false, reason: 'database unavailable' };
  }
  return isDraining() ? { ready: false, reason: 'draining' } : { ready: true };
}
