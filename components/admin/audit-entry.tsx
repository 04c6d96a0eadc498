import Link from 'next/link';
import type { z } from 'zod';
import type { auditEntrySchema } from '@/lib/validation/admin';
import { auditTargetHref, formatUtc } from './format';

export type AuditEntryView = z.infer<typeof auditEntrySchema>;

const show = (value: unknown): string =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** before → after, one line per field that either side has. */
function Changes({ before, after }: Pick<AuditEntryView, 'before' | 'after'>) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (!keys.length) return null;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {keys.map((key) => (
        <div key={key} className="contents">
          <dt className="font-medium text-slate-600">{key}</dt>
          <dd className="break-words text-slate-800">
            {before && key in before ? show(before[key]) : '—'} →{' '}
            {after && key in after ? show(after[key]) : '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One entry of the audit log: when, who, what, on what, and what changed. */
export function AuditEntry({ entry }: { entry: AuditEntryView }) {
  const href = auditTargetHref(entry.targetType, entry.targetId);
  const target = `${entry.targetType} ${entry.targetId}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-mono text-sm font-semibold text-slate-900" data-testid="audit-action">
          {entry.action}
        </span>
        <span className="text-sm text-slate-600">
          by{' '}
          {entry.actorId ? (
            <Link
              href={`/profile/${encodeURIComponent(entry.actorId)}`}
              className="text-brand-700 hover:underline"
            >
              {entry.actorName}
            </Link>
          ) : (
            <span className="italic">{entry.actorName} (system)</span>
          )}
        </span>
        <time dateTime={entry.createdAt} className="text-sm text-slate-600 sm:ml-auto">
          {formatUtc(entry.createdAt)}
        </time>
      </div>
      <p className="mt-1 text-sm break-all text-slate-700">
        {href ? (
          <Link href={href} className="text-brand-700 hover:underline">
            {target}
          </Link>
        ) : (
          target
        )}
      </p>
      {entry.reason ? <p className="mt-1 text-sm text-slate-700">Reason: {entry.reason}</p> : null}
      <Changes before={entry.before} after={entry.after} />
    </li>
  );
}
