import { fileURLToPath } from 'node:url';
import { securityHeaders } from './lib/platform/security/headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time;
  // the others are native or worker-based modules that bundling breaks, and the metrics and
  // tracing APIs, which server.mjs loads too: one copy of each in the process.
  serverExternalPackages: [
    'prom-client',
    '@opentelemetry/api',
    '@electric-sql/pglite',
    'postgres',
    'sharp',
    '@node-rs/argon2',
    'pino',
    '@pdf-lib/fontkit',
    'mailparser',
  ],
  // Next's memory cache of pages and data, with tag expiry shared across instances when REDIS_URL is set.
  cacheHandler: fileURLToPath(new URL('./lib/cache/shared-cache-handler.cjs', import.meta.url)),
  poweredByHeader: false,
  reactStrictMode: true,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  experimental: {
    // The data cache and regenerated pages stay in each process's memory instead of the build
    // directory: on disk they outlived the database they were read from (a restart on another data
    // directory or a restored database showed ideas that no longer exist), and servers sharing one
    // build on different databases read each other's entries.
    isrFlushToDisk: false,
    // proxy.ts runs for /api, so Next buffers request bodies for it; a longer body would reach the
    // upload handler cut short. The largest upload body is a 25 MB data-room document plus its
    // multipart envelope (DOCUMENT_BODY_MAX_BYTES in lib/http/upload-form.ts, which refuses longer
    // declared lengths).
    proxyClientMaxBodySize: 25 * 1024 * 1024 + 64 * 1024,
  },
  // On every response; HSTS is added by proxy.ts, which knows SITE_URL at run time.
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ dev: process.env.NODE_ENV !== 'production' }) }];
  },
};

export default nextConfig;
