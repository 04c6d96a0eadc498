// The process's Prometheus metrics, one registry for the HTTP server (server.mjs, plain Node) and
// the application (bundled by Next, possibly into several chunks): both find it on globalThis.
// Each metric is defined here, once; the code that knows a value records it, and values that are
// read rather than counted (queue depths, open streams, jobs by state) come from readers that the
// owning module registers with `readGauge`.
import client from 'prom-client';

/** Buckets of request and statement durations, in seconds: 1 ms to 10 s. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  /** @type {Map<string, () => Promise<{ labels?: Record<string, string>, value: number }[]> | { labels?: Record<string, string>, value: number }[]>} */
  const readers = new Map();

  /** A gauge whose values are read from the owner's reader at each scrape. */
  const readGaugeMetric = (name, help, labelNames = []) =>
    new client.Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const read = readers.get(name);
        if (!read) return;
        const samples = await read();
        this.reset();
        for (const { labels, value } of samples) {
          if (labels) this.set(labels, value);
          else this.set(value);
        }
      },
    });

  return {
    registry,
    readers,
    httpDuration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request’s arrival to the end of its reply, by route template',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    httpWaiting: readGaugeMetric('http_requests_waiting', 'Requests waiting in the request queue'),
    httpActive: readGaugeMetric('http_requests_active', 'Requests being served (past the request queue)'),
    httpRefused: new client.Counter({
      name: 'http_requests_refused_total',
      help: 'Requests answered 503 because they waited too long in the request queue',
      registers: [registry],
    }),
    dbDuration: new client.Histogram({
      name: 'db_call_duration_seconds',
      help: 'Database calls (a statement, or a whole transaction), by operation and main table',
      labelNames: ['driver', 'operation', 'table'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    dbErrors: new client.Counter({
      name: 'db_call_errors_total',
      help: 'Database calls that failed, by kind (busy, unavailable, statement)',
      labelNames: ['driver', 'kind'],
      registers: [registry],
    }),
    dbPending: readGaugeMetric(
      'db_calls_pending',
      'Database calls admitted and not finished (the embedded database’s queue depth)',
      ['driver'],
    ),
    dbPool: readGaugeMetric(
      'db_pool_connections',
      'The PostgreSQL pool: connections in use (calls under way, at most the pool size) and the rest of it',
      ['state'],
    ),
    jobs: readGaugeMetric('jobs', 'Background jobs by kind and state (queued, running, dead)', [
      'kind',
      'state',
    ]),
    jobDuration: new client.Histogram({
      name: 'job_duration_seconds',
      help: 'Time a background job ran, by kind and outcome (done, retry, dead)',
      labelNames: ['kind', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    }),
    mailSent: new client.Counter({
      name: 'mail_sent_total',
      help: 'Mail handed to the SMTP server or the outbox',
      registers: [registry],
    }),
    mailFailed: new client.Counter({
      name: 'mail_failed_total',
      help: 'Mail delivery attempts that failed',
      registers: [registry],
    }),
    eventStreams: readGaugeMetric(
      'event_streams_open',
      'Open event streams (presence and live updates) on this instance',
    ),
    usersOnline: readGaugeMetric('users_online', 'Members online across all instances'),
    cacheReads: new client.Counter({
      name: 'anonymous_cache_reads_total',
      help: 'Reads of the anonymous replies cache, by read and result (hit, miss)',
      labelNames: ['read', 'result'],
      registers: [registry],
    }),
    lastBackup: readGaugeMetric(
      'backup_last_success_timestamp_seconds',
      'When the last backup finished (Unix time)',
    ),
    dbSize: readGaugeMetric('db_size_bytes', 'Size of the database on disk', ['driver']),
    buildInfo: new client.Gauge({
      name: 'build_info',
      help: 'Always 1: the version this instance runs, and its instance name (host:pid)',
      labelNames: ['version', 'instance_name'],
      registers: [registry],
    }),
  };
}

const store = /** @type {{ ideasMetrics?: ReturnType<typeof createMetrics> }} */ (globalThis);

/** The process's metrics, made on first use. */
export function getMetrics() {
  store.ideasMetrics ??= createMetrics();
  return store.ideasMetrics;
}

/**
 * Registers the reader of a gauge defined above (by its metric name); called at each scrape. A
 * reader that fails leaves the gauge out of that scrape rather than failing it.
 */
export function readGauge(name, read) {
  getMetrics().readers.set(name, async () => {
    try {
      return await read();
    } catch {
      return [];
    }
  });
}

/** The scrape: every metric in Prometheus's text format. */
export async function scrape() {
  const { registry } = getMetrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
