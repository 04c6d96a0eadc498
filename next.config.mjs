import { securityHeaders } from './lib/security/headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time;
  // the others are native or worker-based modules that bundling breaks.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'sharp', '@node-rs/argon2', 'pino'],
  poweredByHeader: false,
  reactStrictMode: true,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // On every response; HSTS is added by proxy.ts, which knows SITE_URL at run time.
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ dev: process.env.NODE_ENV !== 'production' }) }];
  },
};

export default nextConfig;
