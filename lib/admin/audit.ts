import 'server-only';
import type { Viewer } from '@/models';
import { listAudit, type AuditPage } from '@/lib/audit';
import { requireAdmin } from './roles';

/** The audit log for an admin (404 for everyone else); `query` as `auditQuerySchema` reads it. */
export async function adminAuditLog(viewer: Viewer | null, query: unknown): Promise<AuditPage> {
  requireAdmin(viewer);
  return listAudit(query);
}
