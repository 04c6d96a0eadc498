import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export const AUDIT_FILTERS = ['action', 'actorId', 'targetType', 'targetId', 'from', 'to'] as const;
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTERS)[number], string>>;

const ACTIONS = [
  'access.',
  'access.approve',
  'access.reject',
  'access.revoke',
  'role.',
  'role.grant',
  'role.revoke',
  'idea.',
  'user.',
  'report.',
  'job.retry',
];

/** The audit log's filters: a plain GET form, so they live in the URL. */
export function AuditFiltersForm({
  filters,
  errors,
}: {
  filters: AuditFilters;
  errors: Record<string, string>;
}) {
  return (
    <form
      method="get"
      action="/admin/audit"
      className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
      aria-label="Filter the audit log"
    >
      <Field
        id="audit-action"
        label="Action"
        hint="Exact (access.approve) or a family ending in a dot (access.)"
        error={errors.action}
      >
        <Input name="action" defaultValue={filters.action} list="audit-actions" autoComplete="off" />
      </Field>
      <datalist id="audit-actions">
        {ACTIONS.map((action) => (
          <option key={action} value={action} />
        ))}
      </datalist>
      <Field id="audit-actor" label="Actor id" error={errors.actorId}>
        <Input name="actorId" defaultValue={filters.actorId} autoComplete="off" />
      </Field>
      <Field
        id="audit-target-type"
        label="Target type"
        hint="user, idea, access-request, job…"
        error={errors.targetType}
      >
        <Input name="targetType" defaultValue={filters.targetType} autoComplete="off" />
      </Field>
      <Field id="audit-target-id" label="Target id" error={errors.targetId}>
        <Input name="targetId" defaultValue={filters.targetId} autoComplete="off" />
      </Field>
      <Field id="audit-from" label="From (UTC day)" error={errors.from}>
        <Input name="from" type="date" defaultValue={filters.from} />
      </Field>
      <Field id="audit-to" label="To (UTC day)" error={errors.to}>
        <Input name="to" type="date" defaultValue={filters.to} />
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
        <button type="submit" className={buttonClass('primary')}>
          Apply filters
        </button>
        <Link href="/admin/audit" className={buttonClass('ghost')}>
          Clear
        </Link>
      </div>
    </form>
  );
}
