import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatDuration, formatUtc } from '@/components/admin/format';
import { Card } from '@/components/ui/card';
import { formatBytes } from '@/lib/core/format-bytes';
import { adminPageViewer } from '@/lib/http/page-viewer';
import { systemStatus } from '@/lib/platform/health';

export const metadata = { title: 'System' };

interface Figure {
  label: string;
  value: ReactNode;
  /** For tests and for the metric it mirrors. */
  id: string;
}

function Section({ title, figures, children }: { title: string; figures: Figure[]; children?: ReactNode }) {
  const headingId = `system-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {figures.map((figure) => (
          <div key={figure.id} className="contents">
            <dt className="text-slate-600">{figure.label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums" data-testid={`system-${figure.id}`}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </Card>
  );
}

/**
 * /admin/system: this instance's health for an admin without Prometheus, the same figures as
 * /metrics (README "Operating"). Counts since start are this instance's; the database, jobs and
 * online members are shared by every instance.
 */
export default async function SystemPage() {
  await adminPageViewer();
  const status = await systemStatus();
  const { database, requests, jobs, mail, presence, cache, lastBackup } = status;
  const reads = cache.hits + cache.misses;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">System</h1>
      <p className="mt-1 text-sm text-slate-600">
        This instance, read now. Counts run since it started; the database, jobs and members online are shared
        by every instance.
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <Section
          title="Instance"
          figures={[
            { id: 'instance', label: 'Instance', value: status.instance },
            { id: 'version', label: 'Version', value: status.version },
            { id: 'started', label: 'Started', value: formatUtc(status.startedAt) },
            { id: 'uptime', label: 'Up for', value: formatDuration(status.uptimeMs) },
          ]}
        />
        <Section
          title="Database"
          figures={[
            {
              id: 'database-kind',
              label: 'Kind',
              value: database.driver === 'pglite' ? 'Embedded (PGlite)' : 'PostgreSQL',
            },
            {
              id: 'database-size',
              label: 'Size',
              value: database.sizeBytes === null ? 'Unknown' : formatBytes(database.sizeBytes),
            },
            { id: 'database-pending', label: 'Calls under way or waiting', value: database.pending },
            ...(database.pool
              ? [
                  {
                    id: 'database-pool',
                    label: 'Pool connections in use',
                    value: `${database.pool.inUse} of ${database.pool.size}`,
                  },
                ]
              : []),
          ]}
        />
        <Section
          title="Requests"
          figures={[
            { id: 'requests-served', label: 'Served', value: requests.served },
            {
              id: 'requests-errors',
              label: 'Answered with a server error (5xx)',
              value: requests.serverErrors,
            },
            { id: 'requests-active', label: 'Being served now', value: requests.active },
            { id: 'requests-waiting', label: 'Waiting in the queue', value: requests.waiting },
            { id: 'requests-refused', label: 'Refused as busy (503)', value: requests.refused },
            {
              id: 'cache',
              label: 'Anonymous reads from memory',
              value: reads
                ? `${cache.hits} of ${reads} (${Math.round((100 * cache.hits) / reads)} %)`
                : 'None yet',
            },
          ]}
        />
        <Section
          title="Jobs and mail"
          figures={[
            { id: 'jobs-queued', label: 'Jobs queued', value: jobs.queued },
            { id: 'jobs-running', label: 'Jobs running', value: jobs.running },
            { id: 'jobs-dead', label: 'Failed jobs', value: jobs.dead },
            { id: 'mail-outbox', label: 'Mail waiting to be sent', value: mail.outbox },
            { id: 'mail-sent', label: 'Mail sent', value: mail.sent },
            { id: 'mail-failed', label: 'Mail attempts failed', value: mail.failed },
          ]}
        >
          {jobs.dead > 0 && (
            <p className="mt-3 text-sm">
              Failed: {jobs.deadByKind.map((kind) => `${kind.kind} (${kind.count})`).join(', ')}.{' '}
              <Link href="/admin/jobs" className="text-brand-700 font-semibold underline">
                Retry them
              </Link>
            </p>
          )}
        </Section>
        <Section
          title="Members"
          figures={[
            { id: 'online', label: 'Online', value: presence.online },
            { id: 'streams', label: 'Open live connections here', value: presence.streams },
          ]}
        />
        <Section
          title="Backups"
          figures={[
            {
              id: 'backup-last',
              label: 'Last backup',
              value: lastBackup ? formatUtc(lastBackup.takenAt) : 'Never',
            },
            ...(lastBackup
              ? [{ id: 'backup-size', label: 'Its size', value: formatBytes(lastBackup.bytes) }]
              : []),
          ]}
        >
          {!lastBackup && (
            <p className="mt-3 text-sm text-slate-600">
              Take one with <code className="rounded bg-slate-100 px-1">npm run backup -- --out FILE</code>.
            </p>
          )}
        </Section>
      </div>
    </>
  );
}
