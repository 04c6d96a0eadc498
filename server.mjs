// The production and development server: Next.js behind a plain HTTP server that logs one
// structured line per request (method, path, status, duration) and shuts down cleanly.
import { createServer } from 'node:http';
import next from 'next';
import pino from 'pino';

const dev = process.argv.includes('--dev');
const port = Number.parseInt(process.env.PORT || '3000', 10);
const hostname = process.env.HOST || '0.0.0.0';
const log = pino({ level: process.env.LOG_LEVEL || 'info', base: { service: 'ideas' } });

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();

await app.prepare();

const server = createServer((req, res) => {
  const started = process.hrtime.bigint();
  // The socket address, for rate limits; a client-sent value is overwritten.
  req.headers['x-client-address'] = req.socket.remoteAddress || 'unknown';
  res.on('close', () => {
    const path = (req.url || '/').split('?')[0];
    if (path.startsWith('/_next/static') || path.startsWith('/_next/webpack-hmr')) return;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log.info({ method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
  });
  handle(req, res);
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

let closing = false;
function shutdown(signal) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'shutting down');
  server.close();
  server.closeAllConnections?.();
  // Presence drops this instance's connections first, then the embedded database must be closed
  // cleanly; lib/presence and lib/db keep their handles on globalThis.
  Promise.resolve(globalThis.ideasPresence?.stop())
    .catch(() => {})
    .then(() => globalThis.ideasDb?.close())
    .catch(() => {})
    .finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
