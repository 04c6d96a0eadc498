/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time;
  // the others are native or worker-based modules that bundling breaks.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'sharp', '@node-rs/argon2', 'pino'],
  poweredByHeader: false,
  reactStrictMode: true,
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default nextConfig;
