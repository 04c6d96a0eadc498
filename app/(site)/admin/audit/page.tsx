import { AuditFiltersForm, AUDIT_FILTERS, type AuditFilters } from '@/components/admin/audit-filters';
import { AuditList } from '@/components/admin/audit-list';
import { auditEntryView } from '@/components/admin/format';
import { Notice } from '@/components/ui/notice';
import { listAudit } from '@/lib/platform/audit';
import { adminPageViewer } from '@/lib/http/page-viewer';
import { InvalidError } from '@/lib/core/errors';

export const metadata = { title: 'Audit log' };

interface AuditPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /admin/audit: every admin action and access decision, newest first, filtered by the URL. */
export default async function AuditPage({ searchParams }: AuditPageProps) {
  await adminPageViewer();
  const params = await searchParams;
  const filters: AuditFilters = {};
  for (const key of AUDIT_FILTERS) {
    const value = params[key];
    if (typeof value === 'string' && value.trim()) filters[key] = value.trim();
  }
  const page = await listAudit(filters).catch((error: unknown) => {
    if (error instanceof InvalidError) return error;
    throw error;
  });
  const errors = page instanceof InvalidError ? (page.fields ?? {}) : {};
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
      <p className="mt-1 text-sm text-slate-600">
        Every admin action and access-request decision, newest first. The log cannot be changed.
      </p>
      <AuditFiltersForm filters={filters} errors={errors} />
      {page instanceof InvalidError ? (
        <Notice tone="error" className="mt-6">
          {page.message}
        </Notice>
      ) : (
        <AuditList
          entries={page.entries.map(auditEntryView)}
          nextCursor={page.nextCursor}
          query={new URLSearchParams(filters).toString()}
        />
      )}
    </>
  );
}
