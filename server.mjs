// The production and development server: Next.js behind a plain HTTP server that logs one
// structured line per request (request id, method, path, route, status, duration), records its
// metrics and trace (lib/server/observability.mjs) and shuts down cleanly.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import pino from 'pino';
import { apiPathProblem, checkRequestTarget } from './lib/http/request-input.mjs';
import { startObservability } from './lib/server/observability.mjs';
import { inArrivalOrder } from './lib/server/request-queue.mjs';

const dev = process.argv.includes('--dev');
const port = Number.parseInt(process.env.PORT || '3000', 10);
const hostname = process.env.HOST || '0.0.0.0';
const log = pino({ level: process.env.LOG_LEVEL || 'info', base: { service: 'ideas' } });

// Before Next is made: with tracing on, Next's own spans find the registered provider.
const observe = await startObservability({
  distDir: path.resolve(process.env.NEXT_DIST_DIR || '.next'),
  version: JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version,
  metricsToken: process.env.METRICS_TOKEN || undefined,
  metricsPort: Number.parseInt(process.env.METRICS_PORT || '0', 10) || undefined,
  log,
});
const app = next({ dev, hostname, port });
const handle = inArrivalOrder(observe.inRequestContext(app.getRequestHandler()), {
  limit: Number.parseInt(process.env.REQUEST_CONCURRENCY || '32', 10),
  maxWaitMs: Number.parseInt(process.env.REQUEST_MAX_WAIT_MS || '10000', 10),
  onRefused: observe.refused,
});
observe.watchQueue(handle.stats);

await app.prepare();

/** A JSON reply in the API's error shape, written before Next.js sees the request. */
function sendJsonError(res, status, message, errors) {
  const body = JSON.stringify({ success: false, message, ...(errors ? { errors } : {}) });
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
  });
  res.end(body);
}

/**
 * Request targets that no router should decode: broken percent-encoding, NUL or invalid Unicode;
 * and under /api, paths a router would redirect or resolve to a page (dot segments, a trailing
 * slash). The API answers 400 or 404 JSON naming the part; a page with such a path is the not-found page (404), and
 * such query parameters are dropped, as pages ignore what they cannot read. Returns false when
 * the request was answered here.
 */
function guardRequestTarget(req, res) {
  const target = req.url || '/';
  const isApi = target === '/api' || target.startsWith('/api/') || target.startsWith('/api?');
  if (!isApi && !pageMethodAllowed(req, target)) {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Method Not Allowed');
    return false;
  }
  const verdict = checkRequestTarget(target);
  if (verdict.ok) {
    const problem = isApi ? apiPathProblem(target.split('?')[0]) : null;
    if (problem) sendJsonError(res, problem.status, problem.message);
    return problem === null;
  }
  if (isApi) {
    if (verdict.part === 'path')
      sendJsonError(
        res,
        400,
        'The request path is not valid: it has broken percent-encoding, NUL or invalid Unicode',
      );
    else
      sendJsonError(res, 400, `The query parameter "${verdict.name}" is not valid text`, {
        [verdict.name]: 'Broken percent-encoding, NUL or invalid Unicode',
      });
    return false;
  }
  const queryAt = target.indexOf('?');
  if (verdict.part === 'path') req.url = NOT_FOUND_PATH;
  else {
    const kept = target
      .slice(queryAt + 1)
      .split('&')
      .filter((pair) => !verdict.badQuery.includes(pair));
    req.url = target.slice(0, queryAt) + (kept.length ? `?${kept.join('&')}` : '');
  }
  return true;
}
/**
 * Pages are read with GET and HEAD; the only other requests they take are server actions, which
 * carry Next's `Next-Action` header (our forms call actions from the browser, never as plain form
 * posts). Anything else would only make Next try to read its body as an action's form: a
 * malformed multipart body there is a 500.
 */
function pageMethodAllowed(req, target) {
  if (req.method === 'GET' || req.method === 'HEAD' || target.startsWith('/_next/')) return true;
  return req.headers['next-action'] !== undefined;
}

// A path no route matches, so Next renders the not-found page with status 404.
const NOT_FOUND_PATH = '/_invalid-request-path';

const server = createServer((req, res) => {
  if (observe.servesMetrics(req, res)) return;
  // The socket address, for rate limits; a client-sent value is overwritten.
  req.headers['x-client-address'] = req.socket.remoteAddress || 'unknown';
  const request = observe.begin(req, res);
  res.on('close', () => {
    const { route, ms } = request.end();
    const path = (req.url || '/').split('?')[0];
    if (path.startsWith('/_next/static') || path.startsWith('/_next/webpack-hmr')) return;
    log.info(
      { requestId: request.id, method: req.method, path, route, status: res.statusCode, ms },
      'request',
    );
  });
  // While draining, no connection is kept for another request.
  if (closing) res.setHeader('connection', 'close');
  if (guardRequestTarget(req, res)) handle(req, res);
});

// Requests Node's HTTP parser refuses (bad header bytes, oversized headers) still get JSON.
server.on('clientError', (error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({
    success: false,
    message: status === 431 ? 'The request headers are too large' : 'The request could not be read',
  });
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
});

server.listen(port, hostname, () => {
  const shown = hostname === '0.0.0.0' ? 'localhost' : hostname;
  log.info({ url: `http://${shown}:${port}`, mode: dev ? 'development' : 'production' }, 'server listening');
  // Next runs instrumentation (config check, migrations) before the first request: make that
  // happen now, so a broken configuration or database stops the server at once.
  fetch(`http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}/api/health`).catch(() => {});
});
server.on('error', (error) => {
  console.error(`Startup failed: ${error.message}`);
  process.exit(1);
});

/** How long a draining instance lets its requests finish before it cuts them off. */
const DRAIN_MS = Number.parseInt(process.env.SHUTDOWN_DRAIN_MS || '10000', 10);

let closing = false;
/**
 * SIGTERM drains: the instance turns not-ready (/api/health/ready answers 503), takes no new
 * connections (a load balancer retries them on another instance), ends its event streams with a
 * retry hint (browsers reconnect elsewhere), lets the requests under way finish (at most
 * SHUTDOWN_DRAIN_MS), then closes the database and exits.
 */
function shutdown(signal) {
  if (closing) return;
  closing = true;
  globalThis.ideasDraining = true;
  log.info({ signal, drainMs: DRAIN_MS }, 'draining');
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections?.();
  const cutOff = setTimeout(() => server.closeAllConnections?.(), DRAIN_MS);
  // lib/platform/presence and lib/db keep their handles on globalThis: presence removes this
  // instance's connections (other instances see its users leave), then the embedded database must
  // be closed cleanly.
  Promise.resolve(globalThis.ideasPresence?.stop())
    .catch(() => {})
    .then(() => closed)
    .then(() => clearTimeout(cutOff))
    .then(() => globalThis.ideasDb?.close())
    .then(() => observe.close())
    .catch(() => {})
    .finally(() => {
      log.info({ signal }, 'stopped');
      process.exit(0);
    });
  setTimeout(() => process.exit(0), DRAIN_MS + 5000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
