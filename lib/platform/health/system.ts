import 'server-only';
import { sql } from 'drizzle-orm';
import { getMetrics, readGauge } from '@/lib/core/metrics.mjs';
import { getDatabase, resultRows } from '@/lib/db';
import { lastBackup } from '@/lib/platform/backup';
import { countOpenJobs } from '@/lib/platform/jobs';
import type { MetricObjectWithValues, MetricValue } from 'prom-client';

/**
 * The instance's health as an admin without Prometheus sees it (/admin/system): read from the
 * same registry that /metrics serves, so the two never disagree. Values are this instance's,
 * except the database's, the jobs' and the online members', which every instance shares.
 */
export interface SystemStatus {
  instance: string;
  version: string;
  startedAt: Date;
  uptimeMs: number;
  database: {
    driver: 'pglite' | 'postgres';
    sizeBytes: number | null;
    /** Calls admitted and not finished: the embedded database's queue. */
    pending: number;
    /** PostgreSQL: the pool's connections in use and its size. */
    pool: { inUse: number; size: number } | null;
  };
  requests: { served: number; serverErrors: number; waiting: number; active: number; refused: number };
  jobs: { queued: number; running: number; dead: number; deadByKind: { kind: string; count: number }[] };
  mail: { outbox: number; sent: number; failed: number };
  presence: { online: number; streams: number };
  cache: { hits: number; misses: number };
  lastBackup: { takenAt: Date; bytes: number } | null;
}

/** The job kind of mail; its queued jobs are the mail outbox. */
const MAIL_JOB = 'mail.send';

/**
 * Registers the readers of the gauges read from the database: its size, the jobs by state and
 * the last backup. Every instance shows them, whether or not it runs jobs.
 */
export function startSystemGauges(): void {
  readGauge('jobs', async () =>
    (await countOpenJobs()).map(({ kind, status, count }) => ({
      labels: { kind, state: status },
      value: count,
    })),
  );
  readGauge('db_size_bytes', async () => {
    const rows = resultRows<{ bytes: number | string }>(
      await getDatabase().db.execute(sql`select pg_database_size(current_database()) as bytes`),
    );
    return [{ labels: { driver: getDatabase().driver }, value: Number(rows[0]?.bytes ?? 0) }];
  });
  readGauge('backup_last_success_timestamp_seconds', async () => {
    const backup = await lastBackup();
    return backup ? [{ value: backup.takenAt.getTime() / 1000 }] : [];
  });
}

type Values = MetricValue<string>[];

const sum = (
  values: Values,
  where: (labels: Partial<Record<string, string | number>>) => boolean = () => true,
) => values.filter((value) => where(value.labels)).reduce((total, value) => total + value.value, 0);

/** The status, collected now (every gauge reads its current value, as a scrape does). */
export async function systemStatus(): Promise<SystemStatus> {
  startSystemGauges();
  const metrics = (await getMetrics().registry.getMetricsAsJSON()) as MetricObjectWithValues<
    MetricValue<string>
  >[];
  const values = (name: string): Values => metrics.find((metric) => metric.name === name)?.values ?? [];
  const counts = (name: string): Values =>
    values(name).filter((value) => (value as { metricName?: string }).metricName === `${name}_count`);

  const build = values('build_info')[0]?.labels ?? {};
  const driver = getDatabase().driver;
  const size = values('db_size_bytes')[0]?.value;
  const pool = values('db_pool_connections');
  const jobs = values('jobs');
  const served = counts('http_request_duration_seconds');
  const backup = values('backup_last_success_timestamp_seconds')[0]?.value;
  const backupRecord = backup === undefined ? null : await lastBackup();

  const startedAt = new Date((values('process_start_time_seconds')[0]?.value ?? 0) * 1000);
  return {
    instance: String(build.instance_name ?? 'unknown'),
    version: String(build.version ?? 'unknown'),
    startedAt,
    uptimeMs: Date.now() - startedAt.getTime(),
    database: {
      driver,
      sizeBytes: size ?? null,
      pending: sum(values('db_calls_pending')),
      pool:
        driver === 'postgres' && pool.length
          ? { inUse: sum(pool, (l) => l.state === 'in_use'), size: sum(pool) }
          : null,
    },
    requests: {
      served: sum(served),
      serverErrors: sum(served, (l) => String(l.status).startsWith('5')),
      waiting: sum(values('http_requests_waiting')),
      active: sum(values('http_requests_active')),
      refused: sum(values('http_requests_refused_total')),
    },
    jobs: {
      queued: sum(jobs, (l) => l.state === 'queued'),
      running: sum(jobs, (l) => l.state === 'running'),
      dead: sum(jobs, (l) => l.state === 'dead'),
      deadByKind: jobs
        .filter((value) => value.labels.state === 'dead' && value.value > 0)
        .map((value) => ({ kind: String(value.labels.kind), count: value.value })),
    },
    mail: {
      outbox: sum(jobs, (l) => l.kind === MAIL_JOB && l.state === 'queued'),
      sent: sum(values('mail_sent_total')),
      failed: sum(values('mail_failed_total')),
    },
    presence: { online: sum(values('users_online')), streams: sum(values('event_streams_open')) },
    cache: {
      hits: sum(values('anonymous_cache_reads_total'), (l) => l.result === 'hit'),
      misses: sum(values('anonymous_cache_reads_total'), (l) => l.result === 'miss'),
    },
    lastBackup: backupRecord ? { takenAt: backupRecord.takenAt, bytes: backupRecord.bytes } : null,
  };
}
