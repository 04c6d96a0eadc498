import 'server-only';
import type { Viewer } from '@/lib/auth';
import { listAudit, type AuditPage } from '@/lib/audit';
import { requireAdmin } from './roles';

/** The audit log for an admin (404 for everyone else); `query` as `auditQuerySchema` reads it. */
export async function adminAuditLog(viewer: Viewer | null, query: unknown): Promise<AuditPage> {
  requireAdmin(viewer);
  return listAudit(query);
}

/** The page an entry's target has, when it has one (an idea, a member's profile). */
export function auditTargetHref(targetType: string, targetId: string): string | null {
  if (targetType === 'idea') return `/ideas/${encodeURIComponent(targetId)}`;
  if (targetType === 'user') return `/profile/${encodeURIComponent(targetId)}`;
  return null;
}
