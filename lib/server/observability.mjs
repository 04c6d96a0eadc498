// What server.mjs records of each request: the duration histogram by route template, a request id
// (the trace id when tracing is on) for the log line and the `x-request-id` header, the request's
// span; and the Prometheus scrape at /metrics, which is never public: it needs METRICS_TOKEN as a
// bearer token, or is served on METRICS_PORT bound to 127.0.0.1.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { hostname } from 'node:os';
import { getMetrics, readGauge, scrape } from '../core/metrics.mjs';
import { routeTemplates } from './route-templates.mjs';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * @param {{ distDir: string, version: string, metricsToken?: string, metricsPort?: number, log: import('pino').Logger }} options
 */
export async function startObservability({ distDir, version, metricsToken, metricsPort, log }) {
  const metrics = getMetrics();
  metrics.buildInfo.set({ version, instance_name: `${hostname()}:${process.pid}` }, 1);
  const routeOf = routeTemplates(distDir);
  const tracing = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
    ? (await import('./tracing.mjs')).startTracing({ version })
    : null;
  const token = metricsToken ? Buffer.from(`Bearer ${metricsToken}`) : null;

  /** @param {import('node:http').ServerResponse} res */
  const sendScrape = async (res) => {
    try {
      const { contentType, body } = await scrape();
      res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
      res.end(body);
    } catch (error) {
      log.error({ err: error }, 'metrics scrape failed');
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('The metrics could not be collected');
    }
  };

  let portServer;
  if (metricsPort) {
    portServer = createServer((req, res) => {
      if ((req.url ?? '/').split('?')[0] === '/metrics') void sendScrape(res);
      else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found: the metrics are at /metrics');
      }
    });
    await new Promise((resolve, reject) => {
      portServer.once('error', reject);
      portServer.listen(metricsPort, '127.0.0.1', resolve);
    });
    log.info({ url: `http://127.0.0.1:${metricsPort}/metrics` }, 'metrics listening');
  }

  return {
    /**
     * Answers /metrics on the main port when METRICS_TOKEN is set: 401 without the token. Returns
     * false for every other request (and for /metrics without a token configured: Next's 404).
     */
    servesMetrics(req, res) {
      if (!token || (req.url ?? '/').split('?')[0] !== '/metrics') return false;
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== token.length || !timingSafeEqual(given, token)) {
        res.writeHead(401, {
          'content-type': 'text/plain',
          'www-authenticate': 'Bearer realm="metrics"',
          'cache-control': 'no-store',
        });
        res.end('The metrics need the bearer token of METRICS_TOKEN');
        return true;
      }
      void sendScrape(res);
      return true;
    },

    /**
     * Follows one request: sets `x-request-id`, starts its span; `end()` records its duration
     * under its route template and returns what the log line shows.
     */
    begin(req, res) {
      const started = process.hrtime.bigint();
      const span = tracing?.begin(req);
      const id = span?.traceId ?? randomBytes(16).toString('hex');
      res.setHeader('x-request-id', id);
      return {
        id,
        end() {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          const route = routeOf((req.url ?? '/').split('?')[0]);
          const method = METHODS.has(req.method ?? '') ? req.method : 'OTHER';
          metrics.httpDuration.observe({ method, route, status: String(res.statusCode) }, seconds);
          span?.end(route, res.statusCode);
          return { route, ms: Math.round(seconds * 10_000) / 10 };
        },
      };
    },

    /** Next's handler, run inside each request's span when tracing. */
    inRequestContext: (handler) => (tracing ? tracing.inRequestContext(handler) : handler),

    /** Reads the request queue's depth at each scrape and counts its refusals. */
    watchQueue(stats) {
      readGauge('http_requests_waiting', () => [{ value: stats().waiting }]);
      readGauge('http_requests_active', () => [{ value: stats().active }]);
    },
    refused: () => metrics.httpRefused.inc(),

    async close() {
      await new Promise((resolve) => (portServer ? portServer.close(resolve) : resolve(undefined)));
      await tracing?.shutdown().catch(() => {});
    },
  };
}
