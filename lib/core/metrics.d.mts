import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface GaugeSample {
  labels?: Record<string, string>;
  value: number;
}

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  httpWaiting: Gauge;
  httpActive: Gauge;
  httpRefused: Counter;
  dbDuration: Histogram<'driver' | 'operation' | 'table'>;
  dbErrors: Counter<'driver' | 'kind'>;
  dbPending: Gauge<'driver'>;
  dbPool: Gauge<'state'>;
  jobs: Gauge<'kind' | 'state'>;
  jobDuration: Histogram<'kind' | 'outcome'>;
  mailSent: Counter;
  mailFailed: Counter;
  eventStreams: Gauge;
  usersOnline: Gauge;
  cacheReads: Counter<'read' | 'result'>;
  lastBackup: Gauge;
  dbSize: Gauge<'driver'>;
  buildInfo: Gauge<'version' | 'instance_name'>;
}

/** The names of the gauges whose values are read at each scrape. */
export type ReadGaugeName =
  | 'http_requests_waiting'
  | 'http_requests_active'
  | 'db_calls_pending'
  | 'db_pool_connections'
  | 'jobs'
  | 'event_streams_open'
  | 'users_online'
  | 'backup_last_success_timestamp_seconds'
  | 'db_size_bytes';

export function getMetrics(): Metrics;
export function readGauge(name: ReadGaugeName, read: () => GaugeSample[] | Promise<GaugeSample[]>): void;
export function scrape(): Promise<{ contentType: string; body: string }>;
