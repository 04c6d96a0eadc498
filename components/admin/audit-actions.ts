'use server';

import type { ActionResult } from '@/lib/actions/result';
import { toAction } from '@/lib/operations/action';
import { auditLogOperation } from '@/lib/operations/admin';
import type { AuditPage } from '@/lib/platform/audit';
import type { AuditEntryView } from './audit-entry';
import { auditEntryView } from './format';

const auditPage = toAction(auditLogOperation, {
  fallback: 'Could not load more entries',
  data: ({ entries, nextCursor }: AuditPage) => ({ entries: entries.map(auditEntryView), nextCursor }),
});

/** 'Load more' on /admin/audit: the next page of entries for the page's filters and cursor. */
export async function auditPageAction(
  query: Record<string, string>,
): Promise<ActionResult<{ entries: AuditEntryView[]; nextCursor: string | null }>> {
  return auditPage({ query });
}
